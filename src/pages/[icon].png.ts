import type { APIRoute, GetStaticPaths } from 'astro';
import { appIconSvg, appIcons, type AppIcon } from '../lib/app-icons';
import { svgToPng } from '../lib/share-image';

/** The PNG touch and manifest icons, rasterized from the logo mark at build time. */
export const getStaticPaths = (() =>
  appIcons.map((icon) => ({
    params: { icon: icon.name },
    props: { icon },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ icon: AppIcon }> = ({ props }) =>
  new Response(svgToPng(appIconSvg(props.icon), props.icon.size), {
    headers: { 'Content-Type': 'image/png' },
  });
