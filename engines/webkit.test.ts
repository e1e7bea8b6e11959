import { describe } from 'vitest';
import { findWebKit, requireEngine } from './availability';
import { driverPort, origin } from './config';
import { defineSmokeSuite } from './smoke';
import { launchWebKit, type WebKitInstall } from './webkit';

const webkit = requireEngine('webkit', findWebKit());

describe.skipIf(webkit === undefined)('WebKit', () => {
  defineSmokeSuite({
    engine: 'webkit',
    intercepts: false,
    watchesFromStart: false,
    launch: () => launchWebKit(webkit as WebKitInstall, origin, driverPort),
  });
});
