import { describe } from 'vitest';
import { origin } from './config';
import { findFirefox, launchFirefox } from './firefox';
import { defineSmokeSuite, requireEngine } from './smoke';

const firefox = requireEngine('firefox', findFirefox());

describe.skipIf(firefox === undefined)('Firefox', () => {
  defineSmokeSuite({
    engine: 'firefox',
    watchesFromStart: true,
    launch: (pageLoad) => launchFirefox(firefox as string, origin, pageLoad),
  });
});
