import { uploadPagePath } from '../../src/data/pages';
import { e2eOrigins } from '../../test-support/env';

/** The operator's page as Playwright serves it, on the operator's app's own origin. */
export const operatorPage = {
  configured: new URL(uploadPagePath, e2eOrigins.operator).href,
  bare: new URL(uploadPagePath, e2eOrigins.operatorBare).href,
} as const;
