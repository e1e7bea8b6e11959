import { defineConfig } from 'vitest/config';

/*
 * Two layers: `unit` needs nothing built; `dist` reads the build the end-to-end tests use
 * (`npm run build:e2e` first) and requests it from the Pages runtime that its global setup
 * starts. `npm test` runs them in that order (`--project`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/*.test.ts'],
        },
      },
      {
        // Only reads of the build, with no mock or global to leak from file to file: one
        // module environment for all of them, the faster.
        test: {
          name: 'dist',
          include: ['tests/built/*.test.ts'],
          globalSetup: ['tests/built/global-setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
