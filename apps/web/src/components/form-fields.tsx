import { startTransition, type FormEvent, type InputHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The sentence saying what is wrong with this field. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled text input with its own error sentence (announced, and tied to the input). */
export function Field({ label, name, error, hint, ...input }: FieldProps) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-md bg-slate-800 px-3 py-2 text-slate-100 outline-none ring-1 focus:ring-2 focus:ring-gold ${error ? 'ring-red-400' : 'ring-slate-700'}`}
        {...input}
      />
      {hint && (
        <span id={hintId} className="text-xs text-slate-400">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </span>
      )}
    </div>
  );
}

export const SUBMIT_BUTTON =
  'rounded-md bg-gold px-4 py-2 font-bold text-tile-ink hover:brightness-110 disabled:opacity-50';

/**
 * The `onSubmit` of a form whose `action` is useActionState's: it runs the action itself, so
 * the typed fields stay. React resets a form's uncontrolled fields once its `action` function
 * returns, and the server never sends a password back: a refused sign-up emptied it, and the
 * next try said "Enter a password". The form keeps its `action` for a page without scripts.
 */
export function submitKeepingFields(action: (data: FormData) => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { submitter } = event.nativeEvent as SubmitEvent;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => action(data));
  };
}
