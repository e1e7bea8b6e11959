import { defineMiddleware } from 'astro:middleware';
import { defaultLocale, isLocale } from '../i18n/locales';
import { cleanPagePath, stripLocale } from '../i18n/paths';
import { translatorFor } from './lib/translations';

/** Resolves the page's language, path and translator once, at build time, for every page. */
export const onRequest = defineMiddleware((context, next) => {
  // Astro's i18n routing knows the language of every page; pages outside it are Italian.
  const locale = isLocale(context.currentLocale) ? context.currentLocale : defaultLocale;
  context.locals.locale = locale;
  context.locals.path = stripLocale(cleanPagePath(context.url.pathname));
  context.locals.t = translatorFor(locale);
  return next();
});
