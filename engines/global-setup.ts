import { startPagesDev } from '../scripts/pages-dev.mjs';
import { siteDir, sitePort } from './config';

/** Serves the built site through the Pages runtime for the whole run; returns the teardown. */
export default async function setup() {
  const site = await startPagesDev({ dir: siteDir, port: sitePort });
  return site.stop;
}
