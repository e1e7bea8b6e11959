// The tests' translator is the pages' own, facts filled in.
import { translatorFor } from '../src/lib/translations';
import { locales } from '../i18n/locales';
import { localizePath } from '../i18n/paths';

export { locales, localizePath, translatorFor };
