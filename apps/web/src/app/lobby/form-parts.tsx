/** Pieces every create form of the lobby shares (new game, bot game, solo). */

/** One yes/no option of a new game's form, labelled by its name. */
function OptionBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-1.5">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-ghost"
      />
      {label}
    </label>
  );
}

type OptionProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The "Oracle allowed" switch of a casual game. */
export const OracleAllowed = (props: OptionProps) => (
  <OptionBox label="Oracle allowed" {...props} />
);

/** Word challenges: plays with words not in the list stand until an opponent challenges them. */
export const WordChallenges = (props: OptionProps) => (
  <OptionBox label="Word challenges" {...props} />
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
