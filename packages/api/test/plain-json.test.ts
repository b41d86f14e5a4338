import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import { serializeLikeSuperjson } from '../src/plain-json';

class Seat {
  constructor(readonly seat: number) {}
}

const shared = { letter: 'A' };
const sharedDate = new Date(8);
const sharedRating = { rating: 1500, deviation: 350 };
const withDate = { at: new Date(10) };
const circular: Record<string, unknown> = { name: 'loop' };
circular.self = circular;
const nullProto = Object.assign(Object.create(null) as object, { a: 1, b: [2, 'x'] });
// eslint-disable-next-line no-sparse-arrays
const sparse = [1, , 3];

/** Outputs that go out through the transformer, plain and not. */
const CASES: Record<string, unknown> = {
  'a view-like tree': {
    gameId: 'g1',
    board: [[{ stack: ['A', 'B'], height: 2 }], [null]],
    players: [{ name: 'Ann', score: 12.5, rating: null, ready: true }],
    nothing: null,
  },
  'a string': 'hello',
  'a number': 42,
  null: null,
  'an empty object': {},
  'an empty array': [],
  'a null-prototype object': nullProto,
  'a Date': { at: new Date(0) },
  'a Date alone': new Date(5),
  'Dates at several depths, in order': {
    createdAt: new Date(1),
    game: { clock: [{ deadline: new Date(2) }, null, { deadline: new Date(3) }] },
    finishedAt: null,
    serverTime: new Date(4),
  },
  'Dates under keys with dots and backslashes': { 'a.b': { 'c\\d': new Date(6) } },
  'two Dates of the same time': { a: new Date(7), b: new Date(7) },
  'the same Date twice': { a: sharedDate, b: sharedDate },
  'an invalid Date': { at: new Date(Number.NaN) },
  undefined: undefined,
  'an undefined field': { a: undefined, b: 1 },
  'an undefined in an array': [1, undefined],
  'a sparse array': sparse,
  NaN: { n: Number.NaN },
  Infinity: [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  '-0': { z: -0 },
  'a bigint': { big: 10n },
  'a Map': { m: new Map([['k', 1]]) },
  'a Set': new Set([1]),
  'a class instance': { seat: new Seat(1) },
  'a RegExp': /x/g,
  'an Error': new Error('no'),
  'a function': { f: () => 1 },
  'a symbol value': { s: Symbol('s') },
  'the same object twice': { a: shared, b: [shared] },
  'the same rating for both players': {
    players: [
      { name: 'a', rating: sharedRating },
      { name: 'b', rating: sharedRating },
    ],
    top: { deeper: { rating: sharedRating } },
    other: { rating: shared, again: shared },
    at: new Date(9),
  },
  'an object met again at a shorter path': { deep: { deeper: [shared] }, short: shared },
  'the same object holding a Date twice': { a: { at: sharedDate }, b: { at: sharedDate } },
  'an object holding a Date twice': { a: withDate, b: withDate },
  'a circular object': circular,
};

describe('serializeLikeSuperjson', () => {
  for (const [name, value] of Object.entries(CASES)) {
    it(`gives superjson.serialize's result for ${name}`, () => {
      // The same text on the wire, and the same value once the client decodes it.
      const ours = serializeLikeSuperjson(value);
      expect(JSON.stringify(ours)).toBe(JSON.stringify(superjson.serialize(value)));
      expect(superjson.deserialize(JSON.parse(JSON.stringify(ours)))).toEqual(
        superjson.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value)))),
      );
    });
  }

  it('leaves views (plain JSON, Dates, a rating object shared by both players) out of superjson', () => {
    const walked = vi.spyOn(superjson, 'serialize');
    try {
      for (const name of [
        'a view-like tree',
        'Dates at several depths, in order',
        'the same rating for both players',
      ])
        serializeLikeSuperjson(CASES[name]);
      expect(walked).not.toHaveBeenCalled();
      serializeLikeSuperjson(CASES['an undefined field']);
      expect(walked).toHaveBeenCalledOnce();
    } finally {
      walked.mockRestore();
    }
  });

  it('refuses the keys superjson refuses', () => {
    const polluted = JSON.parse('{"__proto__": {"x": 1}}') as unknown;
    expect(() => superjson.serialize(polluted)).toThrow(/prototype pollution/);
    expect(() => serializeLikeSuperjson(polluted)).toThrow(/prototype pollution/);
    expect(() => serializeLikeSuperjson({ constructor: 1 })).toThrow(/prototype pollution/);
  });

  it('keeps the key order superjson keeps', () => {
    const value = { b: 1, a: 2, 10: 'x', 2: 'y' };
    expect(JSON.stringify(serializeLikeSuperjson(value))).toBe(
      JSON.stringify(superjson.serialize(value)),
    );
  });
});
