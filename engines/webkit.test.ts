import { describe } from 'vitest';
import { findWebKit, requireEngine } from './availability';
import { driverPorts, origin } from './config';
import { defineSmokeSuite } from './smoke';
import { launchWebKit, type WebKitInstall } from './webkit';

const webkit = requireEngine('webkit', findWebKit());

describe.skipIf(webkit === undefined)('WebKit', () => {
  defineSmokeSuite({
    engine: 'webkit',
    intercepts: false,
    watchesFromStart: false,
    // H.264 encodes (GStreamer's openh264enc), but the canvas encodes neither WebP nor AVIF: the
    // poster cannot be made, and the page says so (docs/engines.md).
    preparesHeroSet: false,
    launch: (pageLoad = 'normal') =>
      launchWebKit(webkit as WebKitInstall, origin, driverPorts[pageLoad], pageLoad),
  });
});
