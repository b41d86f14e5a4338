/** Pieces every create form of the lobby shares (new game, bot game, solo). */

/** The "Oracle allowed" switch of a casual game. */
export function OracleAllowed({
  checked,
  onChange,
}: {
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
      Oracle allowed
    </label>
  );
}

/** The server's refusal of a form, read out as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-red-300">
      {message}
    </p>
  );
}
