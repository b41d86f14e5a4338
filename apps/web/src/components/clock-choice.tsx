'use client';

import { NumberInput } from './number-input';
import { CHOICE_INPUT, CHOICE_LABEL } from './choice';

export const INPUT = 'rounded-md bg-slate-800 px-2 py-1.5 text-slate-100';

export type ClockKind = 'none' | 'realtime' | 'correspondence';

/** The time control a create form sends (the lobby's and the tournaments' shape). */
export function timeControlOf(clock: ClockKind, minutes: number, days: number) {
  return clock === 'realtime'
    ? { kind: 'realtime' as const, minutes }
    : clock === 'correspondence'
      ? { kind: 'correspondence' as const, days }
      : { kind: 'none' as const };
}

/** One clock option of a create form: its radio and the amount it needs (1 to `max`). */
export function ClockChoice(props: {
  label: string;
  chosen: boolean;
  onChoose: () => void;
  amount: number;
  max: number;
  onAmount: (amount: number) => void;
  amountLabel: string;
  unit: string;
}) {
  return (
    <span className="flex items-center gap-1.5">
      <label className={CHOICE_LABEL}>
        <input
          type="radio"
          name="clock"
          className={CHOICE_INPUT}
          checked={props.chosen}
          onChange={props.onChoose}
        />
        {props.label}
      </label>
      <NumberInput
        aria-label={props.amountLabel}
        className={`${INPUT} w-16`}
        min={1}
        max={props.max}
        value={props.amount}
        // Typing an amount, or clicking its field, picks this clock; moving the keyboard
        // through the field (Tab) does not: passing by must not change the choice.
        onChange={(amount) => {
          props.onChoose();
          props.onAmount(amount);
        }}
        onPointerDown={props.onChoose}
      />
      {props.unit}
    </span>
  );
}

/** No clock, real time (minutes each) or correspondence (days a move). */
export function TimeControlFieldset(props: {
  clock: ClockKind;
  setClock: (c: ClockKind) => void;
  minutes: number;
  setMinutes: (n: number) => void;
  days: number;
  setDays: (n: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-slate-400">Time control</legend>
      <label className={CHOICE_LABEL}>
        <input
          type="radio"
          name="clock"
          className={CHOICE_INPUT}
          checked={props.clock === 'none'}
          onChange={() => props.setClock('none')}
        />
        No clock
      </label>
      <ClockChoice
        label="Real time:"
        chosen={props.clock === 'realtime'}
        onChoose={() => props.setClock('realtime')}
        amount={props.minutes}
        max={180}
        onAmount={props.setMinutes}
        amountLabel="Minutes for each player"
        unit="minutes each"
      />
      <ClockChoice
        label="Correspondence:"
        chosen={props.clock === 'correspondence'}
        onChoose={() => props.setClock('correspondence')}
        amount={props.days}
        max={14}
        onAmount={props.setDays}
        amountLabel="Days for each move"
        unit="days a move"
      />
    </fieldset>
  );
}
