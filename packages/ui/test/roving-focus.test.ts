import { describe, expect, it } from 'vitest';
import { isPlainKey, nextRovingIndex, rovingStop } from '../src/lib/roving-focus';

const list = { orientation: 'vertical', page: 10 } as const;
const row = { orientation: 'horizontal' } as const;

describe('nextRovingIndex', () => {
  it('moves down and up a vertical list, stopping at the ends', () => {
    expect(nextRovingIndex('ArrowDown', 0, 5, list)).toBe(1);
    expect(nextRovingIndex('ArrowUp', 3, 5, list)).toBe(2);
    expect(nextRovingIndex('ArrowDown', 4, 5, list)).toBe(4);
    expect(nextRovingIndex('ArrowUp', 0, 5, list)).toBe(0);
  });

  it('jumps to the ends with Home and End', () => {
    expect(nextRovingIndex('Home', 3, 5, list)).toBe(0);
    expect(nextRovingIndex('End', 1, 5, list)).toBe(4);
  });

  it('moves a page with PageUp and PageDown, stopping at the ends', () => {
    expect(nextRovingIndex('PageDown', 2, 50, list)).toBe(12);
    expect(nextRovingIndex('PageUp', 25, 50, list)).toBe(15);
    expect(nextRovingIndex('PageDown', 45, 50, list)).toBe(49);
    expect(nextRovingIndex('PageUp', 4, 50, list)).toBe(0);
  });

  it('leaves PageUp and PageDown alone when there is no page size', () => {
    expect(nextRovingIndex('PageDown', 0, 7, row)).toBeNull();
    expect(nextRovingIndex('PageUp', 3, 7, row)).toBeNull();
  });

  it('uses Left and Right for a horizontal row, and not Up and Down', () => {
    expect(nextRovingIndex('ArrowRight', 2, 7, row)).toBe(3);
    expect(nextRovingIndex('ArrowLeft', 2, 7, row)).toBe(1);
    expect(nextRovingIndex('ArrowDown', 2, 7, row)).toBeNull();
    expect(nextRovingIndex('ArrowUp', 2, 7, row)).toBeNull();
  });

  it('does not use Left and Right in a vertical list', () => {
    expect(nextRovingIndex('ArrowRight', 2, 7, list)).toBeNull();
    expect(nextRovingIndex('ArrowLeft', 2, 7, list)).toBeNull();
  });

  it('lets other keys through', () => {
    expect(nextRovingIndex('Enter', 1, 5, list)).toBeNull();
    expect(nextRovingIndex(' ', 1, 5, list)).toBeNull();
    expect(nextRovingIndex('Tab', 1, 5, list)).toBeNull();
  });

  it('does nothing in an empty list and pulls a stale index back into the list', () => {
    expect(nextRovingIndex('ArrowDown', 0, 0, list)).toBeNull();
    expect(nextRovingIndex('ArrowUp', 9, 3, list)).toBe(1);
    expect(nextRovingIndex('ArrowDown', -1, 3, list)).toBe(1);
  });
});

describe('rovingStop', () => {
  it('keeps the preferred item when it is in the list, else the first', () => {
    expect(rovingStop(2, 5)).toBe(2);
    expect(rovingStop(5, 5)).toBe(0);
    expect(rovingStop(-1, 5)).toBe(0);
  });
});

describe('isPlainKey', () => {
  const none = { altKey: false, ctrlKey: false, metaKey: false };
  it('is a key pressed alone (Shift does not count: it only changes the letter)', () => {
    expect(isPlainKey(none)).toBe(true);
  });

  it('is not a chord with Alt, Ctrl or Meta, which belong to the browser or the list', () => {
    expect(isPlainKey({ ...none, altKey: true })).toBe(false);
    expect(isPlainKey({ ...none, ctrlKey: true })).toBe(false);
    expect(isPlainKey({ ...none, metaKey: true })).toBe(false);
  });
});
