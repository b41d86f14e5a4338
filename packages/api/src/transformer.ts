import { processWide } from '@wordrise/db';
import superjson from 'superjson';
import { AppError } from './errors';
import { serializeLikeSuperjson } from './plain-json';

export const MALFORMED_INPUT_MESSAGE = 'The request could not be read: its input is malformed.';

/**
 * superjson type tags a client of ours may send on an input: leaves only. Classes,
 * symbols, custom types, maps and sets (whose tags nest) are never part of an input.
 */
const LEAF_TAGS = new Set(['undefined', 'number', 'bigint', 'Date']);
const MAX_ANNOTATIONS = 100;
const MAX_PATH_LENGTH = 500;

const malformed = () => new AppError('BAD_REQUEST', MALFORMED_INPUT_MESSAGE);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isLeaf = (tree: unknown) =>
  Array.isArray(tree) && tree.length === 1 && typeof tree[0] === 'string' && LEAF_TAGS.has(tree[0]);
const isPathList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((p) => typeof p === 'string' && p.length <= MAX_PATH_LENGTH);

/**
 * Checks a superjson payload's `meta` before superjson walks it: superjson trusts
 * its annotations and recurses without end on some malformed ones (e.g.
 * `["class","Foo"]` overflowed the stack). Anything but leaf tags on short paths,
 * and well-formed, short reference lists, is refused with 400.
 */
export function checkSuperjsonMeta(payload: unknown): void {
  if (!isRecord(payload) || payload.meta === undefined) return;
  const { meta } = payload;
  if (!isRecord(meta)) throw malformed();
  let annotations = 0;
  for (const [key, value] of Object.entries(meta)) {
    if (key === 'v') {
      if (typeof value !== 'number') throw malformed();
    } else if (key === 'values') {
      if (isLeaf(value)) continue;
      if (!isRecord(value)) throw malformed();
      for (const [path, tree] of Object.entries(value)) {
        if (path.length > MAX_PATH_LENGTH || !isLeaf(tree)) throw malformed();
        if (++annotations > MAX_ANNOTATIONS) throw malformed();
      }
    } else if (key === 'referentialEqualities') {
      const [root, others] = Array.isArray(value) ? value : [[], value];
      if (!isPathList(root) || (others !== undefined && !isRecord(others))) throw malformed();
      annotations += root.length;
      for (const [path, paths] of Object.entries(others ?? {})) {
        if (path.length > MAX_PATH_LENGTH || !isPathList(paths)) throw malformed();
        annotations += 1 + paths.length;
      }
      if (annotations > MAX_ANNOTATIONS) throw malformed();
    } else {
      throw malformed();
    }
  }
}

/**
 * Outputs sent to many clients as they are, with their encoding once made. Process-wide: a
 * live view made by one copy of this package (Next's bundle) is sent by the other (server.ts).
 */
const shared = processWide(
  'api.encodedOnce',
  () => new WeakMap<object, ReturnType<typeof superjson.serialize> | null>(),
);

/**
 * Marks `value` as sent unchanged to many clients (a live view for a whole audience):
 * it is encoded once, not once per client. It must not change afterwards.
 */
export function encodeOnce<T extends object>(value: T): T {
  shared.set(value, null);
  return value;
}

function serializeOutput(value: unknown) {
  if (typeof value !== 'object' || value === null || !shared.has(value))
    return serializeLikeSuperjson(value);
  let encoded = shared.get(value);
  if (!encoded) shared.set(value, (encoded = serializeLikeSuperjson(value)));
  return encoded;
}

/**
 * superjson, with inputs checked before they are decoded. Outputs are ours and
 * go out as plain superjson (skipping superjson's walk when they are plain JSON, as views
 * are); browsers decode both with plain superjson.
 */
export const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown) => {
      checkSuperjsonMeta(payload);
      return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]);
    },
  },
  output: {
    serialize: serializeOutput,
    deserialize: (payload: unknown) =>
      superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]),
  },
};
