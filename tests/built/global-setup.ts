import type { TestProject } from 'vitest/node';
import { startPagesDev } from '../../scripts/pages-dev.mjs';
import { testPort } from '../test-ports';
import { distRoot, operatorRoot } from './built-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the public site is served by the Pages runtime, e.g. `http://127.0.0.1:4324`. */
    servedOrigin: string;
    /** Where the operator's app is, on an origin of its own, e.g. `http://127.0.0.1:4327`. */
    operatorOrigin: string;
  }
}

/** The Pages runtime serves both builds for every file of this layer; returns the teardown. */
export default async function setup(project: TestProject) {
  const [site, operator] = await Promise.all([
    startPagesDev({ dir: distRoot, port: testPort(2) }),
    startPagesDev({ dir: operatorRoot, port: testPort(5) }),
  ]);
  project.provide('servedOrigin', site.origin);
  project.provide('operatorOrigin', operator.origin);
  return async () => {
    await Promise.all([site.stop(), operator.stop()]);
  };
}
