// The tests' translator is the pages' own, facts filled in.
import { translatorFor } from '../src/lib/translations';
import { locales } from '../i18n/locales';
import { localizePath } from '../i18n/paths';
import { pages } from '../src/data/pages';

export { locales, localizePath, pages, translatorFor };
