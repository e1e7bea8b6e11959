import { describe } from 'vitest';
import { findFirefox, requireEngine } from './availability';
import { origin } from './config';
import { launchFirefox } from './firefox';
import { defineSmokeSuite } from './smoke';

const firefox = requireEngine('firefox', findFirefox());

describe.skipIf(firefox === undefined)('Firefox', () => {
  defineSmokeSuite({
    engine: 'firefox',
    intercepts: true,
    watchesFromStart: true,
    launch: (pageLoad) => launchFirefox(firefox as string, origin, pageLoad),
  });
});
