'use client';

import { useId, type ReactNode } from 'react';

export interface ConfirmRowProps {
  /** The group's name ("Confirm pass"); without one, the question names it. */
  name?: string;
  /** What is asked; it describes the group (or names it), so it is read with the buttons. */
  question: ReactNode;
  questionClassName: string;
  className: string;
  /** The row of the two buttons. */
  buttonsClassName?: string;
  confirmLabel: string;
  confirmClassName: string;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  cancelLabel: string;
  cancelClassName: string;
  /** The cancel button, and Escape anywhere in the group. */
  onCancel: () => void;
  /** The button that takes focus as the question appears: the safe one for what cannot be undone. */
  focus: 'confirm' | 'cancel';
  /** Under the buttons: a refusal, say. */
  children?: ReactNode;
}

/**
 * A question asked in place before an action (pass, resign, submit, leave, cancel a game):
 * a group with the question, a confirm and a cancel button; Escape cancels.
 */
export function ConfirmRow({
  name,
  question,
  questionClassName,
  className,
  buttonsClassName = 'flex gap-2',
  confirmLabel,
  confirmClassName,
  confirmDisabled = false,
  onConfirm,
  cancelLabel,
  cancelClassName,
  onCancel,
  focus,
  children,
}: ConfirmRowProps) {
  const questionId = useId();
  return (
    <div
      role="group"
      aria-label={name}
      aria-labelledby={name === undefined ? questionId : undefined}
      aria-describedby={name === undefined ? undefined : questionId}
      className={className}
      onKeyDown={(e) => {
        // Handled here, not also by a panel around it (the Oracle drawer closes on Escape).
        if (e.key !== 'Escape' || e.defaultPrevented) return;
        e.preventDefault();
        onCancel();
      }}
    >
      <span id={questionId} className={questionClassName}>
        {question}
      </span>
      <span className={buttonsClassName}>
        <button
          type="button"
          className={confirmClassName}
          disabled={confirmDisabled}
          autoFocus={focus === 'confirm'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          className={cancelClassName}
          autoFocus={focus === 'cancel'}
          onClick={onCancel}
        >
          {cancelLabel}
        </button>
      </span>
      {children}
    </div>
  );
}
