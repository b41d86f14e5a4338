'use client';

import { useQuery } from '@tanstack/react-query';
import { FORMAT_NAMES, type TournamentFormatName } from '@wordrise/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PRIMARY } from '~/components/buttons';
import {
  INPUT,
  TimeControlFieldset,
  timeControlOf,
  type ClockKind,
} from '~/components/clock-choice';
import { GameSelect } from '~/components/game-select';
import { NumberInput } from '~/components/number-input';
import { isElimination } from '~/lib/tournaments';
import { fromLocalInput, toLocalInput } from '~/lib/local-time';
import { useTRPC } from '~/trpc/react';
import type { RouterInputs } from '@wordrise/api';
import { CheckboxChoice } from '~/components/choice';

const FORMATS = Object.keys(FORMAT_NAMES) as TournamentFormatName[];
const BEST_OF = [1, 3, 5, 7];

function TimeField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
}) {
  return (
    <Labelled label={props.label}>
      <input
        type="datetime-local"
        className={INPUT}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={!props.optional}
      />
    </Labelled>
  );
}

function NumberField(props: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Labelled label={props.label}>
      <NumberInput
        className={`${INPUT} w-20`}
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={props.onChange}
      />
    </Labelled>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-slate-400">{label}</span>
      {children}
    </label>
  );
}

export type TournamentSettingsInput = RouterInputs['tournament']['create'];

/** A new tournament's settings: registration open now, closing and starting in an hour. */
function defaults(): Required<TournamentSettingsInput> {
  const now = new Date();
  const inAnHour = new Date(now.getTime() + 60 * 60_000);
  return {
    name: '',
    description: '',
    format: 'swiss',
    ruleset: 'wordrise',
    timeControl: { kind: 'realtime', minutes: 10 },
    rated: false,
    rounds: 3,
    bestOf: 1,
    capacity: 16,
    registrationOpensAt: now,
    registrationClosesAt: inAnHour,
    startsAt: inAnHour,
    checkInOpensAt: null,
    forfeitLimit: 2,
  };
}

export interface TournamentFormProps {
  /** The settings to start from (editing); absent: a new tournament's defaults. */
  initial?: Required<TournamentSettingsInput>;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, if any. */
  serverError: string | null;
  onSubmit: (settings: TournamentSettingsInput) => void;
}

/** Every setting of a tournament; the organiser may edit them until it starts. */
export function TournamentForm({
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
}: TournamentFormProps) {
  const trpc = useTRPC();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const [start] = useState(() => initial ?? defaults());
  const tc = start.timeControl;

  const [name, setName] = useState(start.name);
  const [description, setDescription] = useState(start.description);
  const [format, setFormat] = useState<TournamentFormatName>(start.format);
  const [ruleset, setRuleset] = useState<string | null>(initial ? start.ruleset : null);
  const [clock, setClock] = useState<ClockKind>(tc.kind);
  const [minutes, setMinutes] = useState(tc.kind === 'realtime' ? tc.minutes : 10);
  const [days, setDays] = useState(tc.kind === 'correspondence' ? tc.days : 3);
  const [rated, setRated] = useState(start.rated);
  const [rounds, setRounds] = useState(start.rounds);
  const [bestOf, setBestOf] = useState(start.bestOf);
  const [capacity, setCapacity] = useState(start.capacity);
  const [opensAt, setOpensAt] = useState(toLocalInput(start.registrationOpensAt));
  const [closesAt, setClosesAt] = useState(toLocalInput(start.registrationClosesAt));
  const [startsAt, setStartsAt] = useState(toLocalInput(start.startsAt));
  const [checkIn, setCheckIn] = useState(start.checkInOpensAt !== null);
  const [checkInAt, setCheckInAt] = useState(
    toLocalInput(start.checkInOpensAt ?? new Date(start.startsAt.getTime() - 15 * 60_000)),
  );
  const [forfeitLimit, setForfeitLimit] = useState(start.forfeitLimit);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const times = {
      registrationOpensAt: fromLocalInput(opensAt),
      registrationClosesAt: fromLocalInput(closesAt),
      startsAt: fromLocalInput(startsAt),
    };
    if (!times.registrationOpensAt || !times.registrationClosesAt || !times.startsAt) {
      setFormError('Give the registration window and the start time.');
      return;
    }
    const checkInOpensAt = checkIn ? fromLocalInput(checkInAt) : null;
    if (checkIn && !checkInOpensAt) {
      setFormError('Give the time check-in opens, or turn check-in off.');
      return;
    }
    setFormError(null);
    onSubmit({
      name: name.trim(),
      description: description.trim(),
      format,
      ruleset: ruleset ?? options.data?.defaultRuleset ?? 'wordrise',
      timeControl: timeControlOf(clock, minutes, days),
      rated,
      rounds,
      bestOf: isElimination(format) ? bestOf : 1,
      capacity,
      registrationOpensAt: times.registrationOpensAt,
      registrationClosesAt: times.registrationClosesAt,
      startsAt: times.startsAt,
      checkInOpensAt,
      forfeitLimit,
    });
  };
  const error = formError ?? serverError;

  return (
    <form
      onSubmit={submit}
      aria-label={submitLabel}
      className="flex flex-col gap-4 rounded-lg bg-slate-900 p-4 text-sm"
    >
      <Labelled label="Name">
        <input
          className={INPUT}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={80}
          required
        />
      </Labelled>
      <Labelled label="Description">
        <textarea
          className={`${INPUT} min-h-20`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={2000}
        />
      </Labelled>
      <div className="flex flex-wrap gap-3">
        <Labelled label="Format">
          <select
            className={INPUT}
            value={format}
            onChange={(e) => setFormat(e.target.value as TournamentFormatName)}
          >
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_NAMES[f]}
              </option>
            ))}
          </select>
        </Labelled>
        {format === 'swiss' && (
          <NumberField label="Rounds" min={1} max={20} value={rounds} onChange={setRounds} />
        )}
        {isElimination(format) && (
          <Labelled label="Games per match">
            <select
              className={INPUT}
              value={bestOf}
              onChange={(e) => setBestOf(Number(e.target.value))}
            >
              {BEST_OF.map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? 'One game' : `Best of ${n}`}
                </option>
              ))}
            </select>
          </Labelled>
        )}
        <Labelled label="Game">
          <GameSelect
            value={ruleset ?? options.data?.defaultRuleset ?? 'wordrise'}
            onChange={setRuleset}
          />
        </Labelled>
        <NumberField
          label="Most players"
          min={2}
          max={256}
          value={capacity}
          onChange={setCapacity}
        />
      </div>
      <TimeControlFieldset
        clock={clock}
        setClock={setClock}
        minutes={minutes}
        setMinutes={setMinutes}
        days={days}
        setDays={setDays}
      />
      <CheckboxChoice
        label="Rated (games between two players count for ratings)"
        checked={rated}
        onChange={setRated}
      />
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-slate-400">Registration and start (your local time)</legend>
        <TimeField label="Registration opens" value={opensAt} onChange={setOpensAt} />
        <TimeField label="Registration closes" value={closesAt} onChange={setClosesAt} />
        <TimeField label="Starts at" value={startsAt} onChange={setStartsAt} />
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <CheckboxChoice label="Players must check in" checked={checkIn} onChange={setCheckIn} />
        {checkIn && <TimeField label="Check-in opens" value={checkInAt} onChange={setCheckInAt} />}
      </div>
      <NumberField
        label="Forfeits before a player is removed (0: never)"
        min={0}
        max={20}
        value={forfeitLimit}
        onChange={setForfeitLimit}
      />
      {error && (
        <p role="alert" className="text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className={`${PRIMARY} self-start`} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
