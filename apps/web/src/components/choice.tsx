/**
 * A radio button's or a checkbox's label: the whole line is what a tap hits, 44 px tall on a
 * phone (a finger; WCAG 2.5.8 asks for 24 px at least), 24 px from `sm` up.
 */
export const CHOICE_LABEL = 'flex min-h-11 items-center gap-2 sm:min-h-6 sm:gap-1.5';

/** The radio button or checkbox itself, larger than the browser's 13 px. */
export const CHOICE_INPUT = 'size-5 shrink-0 sm:size-4';

/** A checkbox with its label: one yes/no option of a form. */
export function CheckboxChoice({
  label,
  checked,
  onChange,
  accent = '',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Its colour when ticked (`accent-…`). */
  accent?: string;
}) {
  return (
    <label className={CHOICE_LABEL}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={`${accent} ${CHOICE_INPUT}`}
      />
      {label}
    </label>
  );
}
