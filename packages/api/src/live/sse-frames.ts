import { processWide } from '@wordrise/db';
import { transformer } from '../transformer';

/**
 * tRPC's server-sent events, as `httpSubscriptionLink` reads them (@trpc/server 11's
 * `sseStreamProducer`): a `connected` event with the client options (none), one unnamed
 * event per value (its superjson JSON), `serialized-error` with an error's shape, and
 * `return` when the stream ends. Made here as bytes, so a value sent to many watchers is
 * encoded once for all of them.
 */
const encoder = new TextEncoder();

const event = (name: string, data: string) => encoder.encode(`event: ${name}\ndata: ${data}\n\n`);

export const CONNECTED_FRAME = event('connected', '{}');
export const RETURN_FRAME = event('return', '');

/**
 * Frames already made, by value: a view shared by an audience is encoded once. Process-wide,
 * as the transformer's cache: either copy of this package may make or send a view.
 */
const frames = processWide('api.sseFrames', () => new WeakMap<object, Uint8Array>());

/** The event carrying `value` (JSON.stringify leaves no raw line break to split it). */
export function dataFrame(value: object): Uint8Array {
  let frame = frames.get(value);
  if (!frame) {
    frame = encoder.encode(`data: ${JSON.stringify(transformer.output.serialize(value))}\n\n`);
    frames.set(value, frame);
  }
  return frame;
}

/** The event carrying an error's shape (the errorFormatter's output). */
export function errorFrame(shape: unknown): Uint8Array {
  return event('serialized-error', JSON.stringify(transformer.output.serialize(shape)));
}
