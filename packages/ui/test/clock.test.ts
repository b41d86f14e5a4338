import { describe, expect, it } from 'vitest';
import { clockLabel, formatClock, isLowTime, lowTimeWarning, waitInWords } from '../src/lib/clock';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatClock', () => {
  it('shows m:ss under an hour, rounding up', () => {
    expect(formatClock(5 * M + 7 * S)).toBe('5:07');
    expect(formatClock(59 * S + 1)).toBe('1:00');
    expect(formatClock(400)).toBe('0:01');
    expect(formatClock(59 * M + 59 * S)).toBe('59:59');
    expect(formatClock(H - 1)).toBe('1h 00m');
  });

  it('shows hours and minutes under a day', () => {
    expect(formatClock(H)).toBe('1h 00m');
    expect(formatClock(2 * H + 5 * M + 30 * S)).toBe('2h 05m');
    expect(formatClock(D - 1)).toBe('23h 59m');
  });

  it('shows days and hours for correspondence clocks', () => {
    expect(formatClock(D)).toBe('1d 0h');
    expect(formatClock(3 * D + 4 * H + 59 * M)).toBe('3d 4h');
  });

  it('never goes below zero', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-5 * S)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('clockLabel', () => {
  it('reads the time in words', () => {
    expect(clockLabel(4 * M + 5 * S)).toBe('4 minutes 5 seconds left');
    expect(clockLabel(M)).toBe('1 minute left');
    expect(clockLabel(1 * S)).toBe('1 second left');
    expect(clockLabel(2 * H + M)).toBe('2 hours 1 minute left');
    expect(clockLabel(3 * D)).toBe('3 days left');
    expect(clockLabel(D + 2 * H)).toBe('1 day 2 hours left');
    expect(clockLabel(0)).toBe('no time left');
  });

  it('flags low time', () => {
    expect(isLowTime(10 * S)).toBe(true);
    expect(isLowTime(31 * S)).toBe(false);
    expect(isLowTime(50 * S, M)).toBe(true);
  });
});

describe('waitInWords', () => {
  it('says one minute or second as a sentence would', () => {
    expect(waitInWords(M)).toBe('a minute');
    expect(waitInWords(S)).toBe('a second');
  });

  it('counts several in whole units', () => {
    expect(waitInWords(2 * M)).toBe('2 minutes');
    expect(waitInWords(30 * S)).toBe('30 seconds');
    expect(waitInWords(M + 30 * S)).toBe('a minute and 30 seconds');
    expect(waitInWords(2 * M + 30 * S)).toBe('2 minutes and 30 seconds');
  });

  it('rounds a part of a second up, and reads no wait as 0 seconds', () => {
    expect(waitInWords(29 * S + 1)).toBe('30 seconds');
    expect(waitInWords(0)).toBe('0 seconds');
  });
});

describe('lowTimeWarning', () => {
  it('says a warning once, as the clock passes it', () => {
    expect(lowTimeWarning(61 * S, 60.5 * S)).toBeNull();
    expect(lowTimeWarning(60.2 * S, 59.9 * S)).toBe('One minute left on your clock');
    expect(lowTimeWarning(59.9 * S, 59.6 * S)).toBeNull();
    expect(lowTimeWarning(10.1 * S, 9.8 * S)).toBe('Ten seconds left on your clock');
    expect(lowTimeWarning(9.8 * S, 0)).toBeNull();
  });

  it('says the lower one when a reading jumps past both', () => {
    expect(lowTimeWarning(2 * M, 5 * S)).toBe('Ten seconds left on your clock');
  });

  it('says nothing for a clock that did not run down', () => {
    expect(lowTimeWarning(30 * S, 30 * S)).toBeNull();
    expect(lowTimeWarning(30 * S, 50 * S)).toBeNull();
  });
});
