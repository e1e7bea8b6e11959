import { readFileSync } from 'node:fs';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { expect, test } from 'vitest';
import { loopedClip } from '../scripts/bench-clip.mjs';

test('the bench loops the test clip to the length asked, each time from its key frame', async () => {
  const clip = await loopedClip(readFileSync('e2e/fixtures/hero-video.webm'), 15);
  const input = new Input({ source: new BufferSource(clip), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('no video track');
  const packets = await Array.fromAsync(new EncodedPacketSink(track).packets());
  const times = packets.map((packet) => packet.timestamp);
  const keys = packets.filter((packet) => packet.type === 'key').map((packet) => packet.timestamp);

  expect(times).toEqual([...new Set(times)].sort((a, b) => a - b));
  expect(Math.max(...times)).toBeGreaterThan(14.8);
  expect(Math.max(...times)).toBeLessThan(15);
  expect(keys).toHaveLength(13);
  expect(keys[1]).toBeCloseTo(1.198);
});
