'use client';

import { ConfirmRow } from '@wordrise/ui';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * A button that asks once before it acts, as RESIGN and PASS do (turn-controls.tsx): the
 * question's confirm button (or, for an act that costs the player, the cancel button) takes
 * focus when it appears; Escape or the cancel button takes
 * the question back and puts focus on the first button again (its row, with the focus, is gone).
 */
export function AskFirst({
  label,
  className,
  question,
  confirmLabel,
  confirmClassName,
  cancelLabel,
  cancelClassName,
  groupClassName,
  pending,
  onConfirm,
  focus = 'confirm',
  children,
}: {
  label: string;
  className: string;
  /** Said in the question's group (its accessible name is `label`; this describes it). */
  question: ReactNode;
  confirmLabel: string;
  confirmClassName: string;
  cancelLabel: string;
  cancelClassName: string;
  groupClassName: string;
  pending: boolean;
  onConfirm: () => void;
  /** Which answer takes focus: the safe one ('cancel') where the act costs the player. */
  focus?: 'confirm' | 'cancel';
  /** Under the question: a refusal, say. */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus) setRefocus(false);
  }, [refocus]);
  const takeBack = () => {
    setAsking(false);
    setRefocus(true);
  };
  if (!asking)
    return (
      <button
        type="button"
        className={className}
        autoFocus={refocus}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <ConfirmRow
      name={label}
      question={question}
      questionClassName="text-slate-300"
      className={groupClassName}
      confirmLabel={confirmLabel}
      confirmClassName={confirmClassName}
      confirmDisabled={pending}
      onConfirm={onConfirm}
      cancelLabel={cancelLabel}
      cancelClassName={cancelClassName}
      onCancel={takeBack}
      focus={focus}
    >
      {children}
    </ConfirmRow>
  );
}
