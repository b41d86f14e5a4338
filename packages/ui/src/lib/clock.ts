const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A clock reading for a time left in milliseconds. Under an hour: `m:ss`
 * (rounded up, so it never shows 0:00 while time is left). Under a day:
 * `2h 05m`. A day or more (correspondence games): `3d 4h`. Negative times read 0:00.
 */
export function formatClock(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '0:00';
  if (ms < HOUR) {
    const seconds = Math.ceil(ms / SECOND);
    if (seconds >= 3600) return '1h 00m';
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  if (ms < DAY) {
    const minutes = Math.floor(ms / MINUTE);
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
  }
  const hours = Math.floor(ms / HOUR);
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The same reading in words, for screen readers: "4 minutes 5 seconds left". */
export function clockLabel(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return 'no time left';
  if (ms < HOUR) {
    const seconds = Math.ceil(ms / SECOND);
    const m = Math.floor(seconds / 60);
    const s = seconds % 60;
    return `${[m ? plural(m, 'minute') : '', s || !m ? plural(s, 'second') : ''].filter(Boolean).join(' ')} left`;
  }
  if (ms < DAY) {
    const minutes = Math.floor(ms / MINUTE);
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return `${[plural(h, 'hour'), m ? plural(m, 'minute') : ''].filter(Boolean).join(' ')} left`;
  }
  const hours = Math.floor(ms / HOUR);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return `${[plural(d, 'day'), h ? plural(h, 'hour') : ''].filter(Boolean).join(' ')} left`;
}

/** One of a unit in a sentence's words: "a minute", not "1 minute". */
const spoken = (n: number, unit: string) => (n === 1 ? `a ${unit}` : plural(n, unit));

/**
 * A short wait in words, for a sentence: "a minute", "2 minutes", "30 seconds", "a minute and
 * 30 seconds" (whole seconds, rounded up; hours read as minutes: waits are short).
 */
export function waitInWords(ms: number): string {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / SECOND) : 0;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  if (m === 0) return spoken(s, 'second');
  return s === 0 ? spoken(m, 'minute') : `${spoken(m, 'minute')} and ${spoken(s, 'second')}`;
}

/** True when a clock should be shown as running low (under `thresholdMs`, default 30 s). */
export function isLowTime(ms: number, thresholdMs = 30 * SECOND): boolean {
  return ms < thresholdMs;
}

/** The points at which a player hears their own clock running low, highest first. */
export const LOW_TIME_WARNINGS: readonly { readonly ms: number; readonly text: string }[] = [
  { ms: MINUTE, text: 'One minute left on your clock' },
  { ms: 10 * SECOND, text: 'Ten seconds left on your clock' },
];

/**
 * The warning a running clock has just reached between two readings (`beforeMs`, then
 * `nowMs`), or null: each is said once, as the clock passes it; a jump past both says the lower.
 */
export function lowTimeWarning(beforeMs: number, nowMs: number): string | null {
  const passed = LOW_TIME_WARNINGS.filter(({ ms }) => beforeMs > ms && nowMs <= ms);
  return passed[passed.length - 1]?.text ?? null;
}
