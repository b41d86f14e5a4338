const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-50';

/** The lobby's and waiting room's button styles. */
export const PRIMARY = `${BUTTON} bg-gold text-tile-ink hover:brightness-110`;
export const SECONDARY = `${BUTTON} bg-slate-700 text-slate-100 hover:bg-slate-600`;

/** Accept / Decline for a challenge, wherever the challenged player sees it. */
export function AnswerButtons({
  pending,
  onAnswer,
}: {
  pending: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  return (
    <>
      <button type="button" className={PRIMARY} disabled={pending} onClick={() => onAnswer(true)}>
        Accept
      </button>
      <button
        type="button"
        className={SECONDARY}
        disabled={pending}
        onClick={() => onAnswer(false)}
      >
        Decline
      </button>
    </>
  );
}
