import type { APIRoute, GetStaticPaths } from 'astro';
import { translatorFor } from '../../lib/translations';
import { locales, type Locale } from '../../../i18n/locales';
import { renderShareImage } from '../../lib/share-image';

/** One Open Graph image per language, rendered at build time. */
export const getStaticPaths = (() =>
  locales.map((locale) => ({
    params: { lang: locale },
    props: { locale },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props }) => {
  const png = await renderShareImage(translatorFor(props.locale));
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
