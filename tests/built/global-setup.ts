import type { TestProject } from 'vitest/node';
import { startPagesDev } from '../../scripts/pages-dev.mjs';
import { testPort } from '../test-ports';
import { distRoot } from './built-site';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the build under test is served by the Pages runtime, e.g. `http://127.0.0.1:4324`. */
    servedOrigin: string;
  }
}

/** One Pages runtime serves the build for every file of this layer; returns the teardown. */
export default async function setup(project: TestProject) {
  const site = await startPagesDev({ dir: distRoot, port: testPort(2) });
  project.provide('servedOrigin', site.origin);
  return site.stop;
}
