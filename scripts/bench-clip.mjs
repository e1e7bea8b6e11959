import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/**
 * A short clip repeated, packet for packet, into one of `seconds` (no re-encoding: each
 * repetition starts on the clip's key frame). The bench publishes the test clip this way at the
 * product's loop length: a one-second loop seeks back every second, and under applied
 * throttling those seeks keep the home page's main thread from ever going quiet.
 */
export async function loopedClip(body, seconds) {
  const input = new Input({ source: new BufferSource(body), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('The clip has no video track.');
  const decoderConfig = await track.getDecoderConfig();
  const packets = await Array.fromAsync(new EncodedPacketSink(track).packets());
  // The last frame lasts as long as the first (WebM leaves its duration unknown).
  const clipSeconds = packets.at(-1).timestamp + packets[1].timestamp;

  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource(track.codec);
  output.addVideoTrack(source);
  await output.start();
  for (let offset = 0; offset < seconds; offset += clipSeconds) {
    for (const packet of packets) {
      const timestamp = packet.timestamp + offset;
      if (timestamp >= seconds) break;
      await source.add(packet.clone({ timestamp }), offset === 0 ? { decoderConfig } : undefined);
    }
  }
  await output.finalize();
  return Buffer.from(output.target.buffer);
}
