import { afterAll, beforeAll, describe } from 'vitest';
import { driverPorts, origin, relayPorts } from './config';
import { startProjectRelay, type ProjectRelay } from './project-relay';
import { defineSmokeSuite, requireEngine } from './smoke';
import { findWebKit, launchWebKit } from './webkit';

const webkit = requireEngine('webkit', findWebKit());

describe.skipIf(webkit === undefined)('WebKit', () => {
  // WebDriver cannot intercept WebKit's requests: the build's Supabase project is the e2e
  // suite's stand-in, reached through a relay, where the operator signs in and publishes.
  let relay: ProjectRelay | undefined;
  beforeAll(async () => {
    relay = await startProjectRelay(relayPorts);
  });
  afterAll(async () => {
    await relay?.close();
  });
  const project = () => {
    if (!relay) throw new Error('The Supabase relay did not start');
    return relay;
  };
  defineSmokeSuite({
    engine: 'webkit',
    watchesFromStart: false,
    standIn: () => project().standIn,
    launch: (pageLoad) =>
      launchWebKit(
        webkit as NonNullable<typeof webkit>,
        { origin, driverPort: driverPorts[pageLoad], proxy: project().proxy },
        pageLoad,
      ),
  });
});
