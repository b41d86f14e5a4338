'use client';

import { useState, type InputHTMLAttributes } from 'react';

type NumberInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'required'
> & {
  value: number;
  onChange: (value: number) => void;
};

/**
 * A whole-number field that keeps what is typed: emptied to type another number, it stays
 * empty (it had jumped to its minimum, so clearing 1 and typing 5 gave 15), and a number out
 * of range is not changed behind the player's back — the form's own check (required, min,
 * max) names the field and its limit when it is submitted. A value set from outside (a reset)
 * replaces the text.
 */
export function NumberInput({ value, onChange, ...input }: NumberInputProps) {
  const [field, setField] = useState({ text: String(value), value });
  if (field.value !== value) setField({ text: String(value), value });
  return (
    <input
      {...input}
      type="number"
      inputMode="numeric"
      step={1}
      required
      value={field.text}
      onChange={(e) => {
        const text = e.target.value;
        const typed = text === '' ? null : Number(text);
        const next = typed !== null && Number.isFinite(typed) ? typed : field.value;
        setField({ text, value: next });
        if (next !== field.value) onChange(next);
      }}
    />
  );
}
