'use client';

import { useEffect, useRef, useState } from 'react';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import { INPUT } from '~/components/clock-choice';

const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/**
 * Word Wefter: a wild tile becomes a letter when it is played, so placing one asks
 * which. A modal `<dialog>` (focus stays inside it; Escape cancels) with one select.
 * `onChoose` gets the capital letter.
 */
export function WildLetterDialog({
  onChoose,
  onCancel,
}: {
  onChoose: (letter: string) => void;
  onCancel: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [letter, setLetter] = useState('E');
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="wild-title"
      data-testid="wild-dialog"
      className="m-auto rounded-lg border border-slate-600 bg-slate-900 p-4 text-slate-100 backdrop:bg-black/60"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onChoose(letter);
        }}
      >
        <h2 id="wild-title" className="text-lg font-bold">
          Play the wild tile as
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-slate-400">Letter</span>
          <select
            className={INPUT}
            value={letter}
            onChange={(e) => setLetter(e.target.value)}
            autoFocus
          >
            {LETTERS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className={PRIMARY}>
            Place
          </button>
          <button type="button" className={SECONDARY} onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
