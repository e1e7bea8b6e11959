import type { APIRoute } from 'astro';
import { useTranslations } from '../../i18n';
import { defaultLocale } from '../../i18n/locales';
import { site } from '../data/site';
import { appIcons, logoTileColor } from '../lib/app-icons';

/** One web manifest for every language, in the default language. */
export const GET: APIRoute = () => {
  const t = useTranslations(defaultLocale);
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: t('site.tagline'),
    lang: defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: logoTileColor,
    background_color: logoTileColor,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...appIcons.flatMap((icon) =>
        'purpose' in icon
          ? [
              {
                src: `/${icon.name}.png`,
                type: 'image/png',
                sizes: `${icon.size}x${icon.size}`,
                purpose: icon.purpose,
              },
            ]
          : [],
      ),
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
};
