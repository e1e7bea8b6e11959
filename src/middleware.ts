import { defineMiddleware } from 'astro:middleware';
import { translationsFor } from './lib/translations';
import { cleanPagePath, getLocaleFromPath, stripLocale } from '../i18n/paths';

/** Resolves the page's language, path and translator once, at build time, for every page. */
export const onRequest = defineMiddleware((context, next) => {
  const urlPath = cleanPagePath(context.url.pathname);
  const locale = getLocaleFromPath(urlPath);
  context.locals.locale = locale;
  context.locals.path = stripLocale(urlPath);
  context.locals.t = translationsFor(locale);
  return next();
});
