import { startPagesDev } from '../scripts/pages-dev.mjs';
import { operatorDir, operatorPort, siteDir, sitePort } from './config';

/** Serves the public site and the operator's app through the Pages runtime for the whole run. */
export default async function setup() {
  const sites = await Promise.all([
    startPagesDev({ dir: siteDir, port: sitePort }),
    startPagesDev({ dir: operatorDir, port: operatorPort }),
  ]);
  return async () => {
    await Promise.all(sites.map((site) => site.stop()));
  };
}
