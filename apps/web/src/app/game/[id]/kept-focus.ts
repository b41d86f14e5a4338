'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Puts focus where it belongs once a move has been answered. */
export type FocusTarget = () => void;

/** Focus was dropped: on the page itself, gone with its element, or on a control now disabled. */
export function focusDropped(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * Keeps keyboard focus after a move is sent (SUBMIT, PASS, the exchange's confirm, YES, SUBMIT):
 * while it is sent every button waits (disabled), and once it is answered the button the
 * player pressed may be gone or disabled, so the browser drops focus to the page body and
 * the player would tab through the header again. `keep(target)`, called when the answer
 * arrives, runs `target` (which focuses something) after the render that follows, once nothing is being
 * sent — and only if focus was dropped (never taking it from where the player moved it).
 *
 * With `hold` (the status line, say), focus dropped as the move goes out waits there at once
 * rather than on the page until the answer (a bot's or a slow server's); `target` still runs
 * when the answer comes if focus has stayed where it waited.
 */
export function useKeptFocus(
  sending: boolean,
  hold?: () => HTMLElement | null,
): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  const held = useRef<HTMLElement | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!sending || !hold || !focusDropped()) return;
    held.current = hold();
    held.current?.focus();
  }, [sending, hold]);
  useEffect(() => {
    const target = pending.current;
    if (!target || sending) return;
    pending.current = null;
    const stillHeld = held.current !== null && document.activeElement === held.current;
    held.current = null;
    if (focusDropped() || stillHeld) target();
  }, [asked, sending]);
  return useCallback((target: FocusTarget) => {
    pending.current = target;
    setAsked((n) => n + 1);
  }, []);
}

/** The control that has focus now, if it is one (to come back to after a refused move). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** `el` if it is still on the page and can take focus, else null. */
export function stillUsable(el: HTMLElement | null): HTMLElement | null {
  if (!el?.isConnected) return null;
  if (el instanceof HTMLButtonElement && el.disabled) return null;
  return el;
}

/** The table's status line (game-table.tsx), which says whose turn it is: focus's place after an answer. */
export function statusLine(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid="game-status"]');
}

export function focusStatusLine(): void {
  statusLine()?.focus();
}
