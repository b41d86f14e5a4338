'use client';

import { PRIMARY, SECONDARY } from './buttons';

/**
 * The second step of an action that cannot be undone (a removal, a correction, a withdrawal
 * mid-event): what it will do, then yes or no. Inside a form, yes submits it; else `onYes`.
 */
export function ConfirmStep({
  question,
  yes,
  no,
  busy,
  onNo,
  onYes,
}: {
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onNo: () => void;
  onYes?: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={question}
      className="flex flex-col gap-2 rounded-md border border-amber-400/50 p-2 text-sm"
    >
      <p>{question}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type={onYes ? 'button' : 'submit'}
          className={PRIMARY}
          disabled={busy}
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className={SECONDARY} disabled={busy} onClick={onNo}>
          {no}
        </button>
      </div>
    </div>
  );
}
