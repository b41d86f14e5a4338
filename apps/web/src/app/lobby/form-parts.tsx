/** Pieces every create form of the lobby shares (new game, bot game, solo). */

import { CheckboxChoice } from '~/components/choice';

type OptionProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The "Oracle allowed" switch of a casual game. */
export const OracleAllowed = (props: OptionProps) => (
  <CheckboxChoice label="Oracle allowed" accent="accent-ghost" {...props} />
);

/** Word challenges: plays with words not in the list stand until an opponent challenges them. */
export const WordChallenges = (props: OptionProps) => (
  <CheckboxChoice label="Word challenges" accent="accent-ghost" {...props} />
);

/** The server's refusal of a form, read out as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-red-300">
      {message}
    </p>
  );
}
