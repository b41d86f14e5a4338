'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { CORRECTION_WINDOW_DAYS } from '@wordrise/engine';
import { formatUtc } from '@wordrise/ui';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import { INPUT } from '~/components/clock-choice';
import { ConfirmStep } from '~/components/confirm-step';
import { botChoiceLabel } from '~/lib/bots';
import { entrantNames, isElimination, type TournamentDetail } from '~/lib/tournaments';
import { useTRPC } from '~/trpc/react';
import { errorText, PANEL } from '../../lobby/game-facts';
import { TournamentFormLoader } from '../tournament-form-loader';
import {
  correctableMatches,
  gameChoice,
  gameInPlay,
  matchChoice,
  ownMatch,
} from './correction-choices';

type Props = { t: TournamentDetail; onDone: () => void };

function ErrorLine({ error }: { error: unknown }) {
  const text = errorText(error);
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-300">
      {text}
    </p>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 border-t border-slate-800 pt-3">
      <h3 className="font-semibold text-slate-200">{title}</h3>
      {children}
    </section>
  );
}

/** Everything only the organiser may do, each part shown while it is allowed. */
export function OrganiserPanel({ t, onDone }: Props) {
  const before = t.status === 'registration';
  const during = t.status === 'running' || t.status === 'paused';
  // Once it is over, only a disputed result is left to correct, for a few days.
  if (t.status === 'finished' && t.viewer.canCorrect)
    return (
      <section aria-labelledby="organiser" className={PANEL} data-testid="organiser-panel">
        <h2 id="organiser" className="text-xl font-bold">
          Organiser
        </h2>
        <CorrectResult t={t} onDone={onDone} />
      </section>
    );
  if (!before && !during) return null;
  return (
    <section aria-labelledby="organiser" className={PANEL} data-testid="organiser-panel">
      <h2 id="organiser" className="text-xl font-bold">
        Organiser
      </h2>
      <Flow t={t} onDone={onDone} />
      {before && <AddEntrants t={t} onDone={onDone} />}
      {(before || during) && <RemovePlayer t={t} onDone={onDone} />}
      {before && <Seeds t={t} onDone={onDone} />}
      {(before || during) && t.settings.format === 'swiss' && (
        <ForbiddenPairs t={t} onDone={onDone} />
      )}
      {during && t.viewer.canCorrect && <CorrectResult t={t} onDone={onDone} />}
      {before && <EditSettings t={t} onDone={onDone} />}
    </section>
  );
}

/** Start, pause, resume, cancel. */
function Flow({ t, onDone }: Props) {
  const trpc = useTRPC();
  const options = { onSuccess: onDone };
  const start = useMutation(trpc.tournament.start.mutationOptions(options));
  const pause = useMutation(trpc.tournament.pause.mutationOptions(options));
  const resume = useMutation(trpc.tournament.resume.mutationOptions(options));
  const cancel = useMutation(trpc.tournament.cancel.mutationOptions(options));
  const [reason, setReason] = useState('');
  // Starting cannot be undone (registration closes, round 1 is paired): asked once more.
  const [confirmingStart, setConfirmingStart] = useState(false);
  // Focus follows the question: onto "Not yet" (the safe answer), then back to Start now.
  const [backToStart, setBackToStart] = useState(false);
  useEffect(() => {
    if (backToStart) setBackToStart(false);
  }, [backToStart]);
  const input = { tournamentId: t.id };
  const entrants = active(t).length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {t.status === 'registration' && !confirmingStart && (
          <button
            type="button"
            className={PRIMARY}
            autoFocus={backToStart}
            onClick={() => setConfirmingStart(true)}
          >
            Start now
          </button>
        )}
        {t.status === 'registration' && confirmingStart && (
          <div
            role="group"
            aria-label="Confirm the start"
            className="flex flex-wrap items-center gap-2"
          >
            <span className="text-sm text-slate-200">
              Start with {entrants} {entrants === 1 ? 'player' : 'players'}? Registration closes and
              round 1 is paired at once.
            </span>
            <button
              type="button"
              className={PRIMARY}
              disabled={start.isPending}
              onClick={() => start.mutate(input, { onSettled: () => setConfirmingStart(false) })}
            >
              Yes, start
            </button>
            <button
              type="button"
              className={SECONDARY}
              autoFocus
              onClick={() => {
                setConfirmingStart(false);
                setBackToStart(true);
              }}
            >
              Not yet
            </button>
          </div>
        )}
        {t.status === 'running' && (
          <button
            type="button"
            className={SECONDARY}
            disabled={pause.isPending}
            onClick={() => pause.mutate(input)}
          >
            Pause after this round
          </button>
        )}
        {t.status === 'paused' && (
          <button
            type="button"
            className={PRIMARY}
            disabled={resume.isPending}
            onClick={() => resume.mutate(input)}
          >
            Resume
          </button>
        )}
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-slate-400">Cancel the tournament</summary>
        <form
          className="mt-2 flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate({ ...input, reason: reason.trim() });
          }}
        >
          <input
            className={`${INPUT} flex-1`}
            aria-label="Reason for cancelling"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          <button type="submit" className={SECONDARY} disabled={cancel.isPending}>
            Cancel tournament
          </button>
        </form>
      </details>
      <ErrorLine error={start.error ?? pause.error ?? resume.error ?? cancel.error} />
    </div>
  );
}

/** A player by username, or a bot. */
function AddEntrants({ t, onDone }: Props) {
  const trpc = useTRPC();
  const bots = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const [username, setUsername] = useState('');
  const [level, setLevel] = useState<string | null>(null);
  const addPlayer = useMutation(
    trpc.tournament.addPlayer.mutationOptions({
      onSuccess: () => {
        setUsername('');
        onDone();
      },
    }),
  );
  const addBot = useMutation(trpc.tournament.addBot.mutationOptions({ onSuccess: onDone }));
  const levels = bots.data?.bots ?? [];
  const chosen = levels.find((b) => b.level === level) ?? levels[0];
  return (
    <Part title="Add players">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          addPlayer.mutate({ tournamentId: t.id, username: username.trim() });
        }}
      >
        {/* Labelled as the tournament form's fields are: a placeholder goes once typing starts. */}
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-sm text-slate-400">Username to add</span>
          <input
            className={`${INPUT} min-w-0`}
            autoComplete="off"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
          />
        </label>
        <button type="submit" className={SECONDARY} disabled={addPlayer.isPending}>
          Add player
        </button>
      </form>
      <ErrorLine error={addPlayer.error} />
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen) addBot.mutate({ tournamentId: t.id, botLevel: chosen.level });
        }}
      >
        {/* As wide as its longest label (a select's own width), or the whole row: Add bot
            wraps below rather than a label being cut in a narrow panel. */}
        <select
          className={`${INPUT} max-w-full flex-1`}
          aria-label="Bot level"
          value={chosen?.level ?? ''}
          onChange={(e) => setLevel(e.target.value)}
        >
          {levels.map((b) => (
            <option key={b.level} value={b.level}>
              {botChoiceLabel(b, t.settings.ruleset)}
            </option>
          ))}
        </select>
        <button type="submit" className={SECONDARY} disabled={!chosen || addBot.isPending}>
          Add bot
        </button>
      </form>
      <ErrorLine error={addBot.error} />
    </Part>
  );
}

const active = (t: TournamentDetail) => t.entrants.filter((e) => e.status === 'active');

/** Before the start: gone; during the event: their unfinished game is forfeited. */
function RemovePlayer({ t, onDone }: Props) {
  const trpc = useTRPC();
  const [entrantId, setEntrantId] = useState('');
  const [reason, setReason] = useState('');
  // Mid-event a removal forfeits a running game and cannot be undone: it asks first.
  const [asking, setAsking] = useState(false);
  const remove = useMutation(
    trpc.tournament.removePlayer.mutationOptions({
      onSuccess: () => {
        setEntrantId('');
        setReason('');
        onDone();
      },
      onSettled: () => setAsking(false),
    }),
  );
  const players = active(t);
  if (players.length === 0) return null;
  const chosen = players.find((e) => e.entrantId === entrantId)?.name ?? 'this player';
  return (
    <Part title="Remove a player">
      {t.status !== 'registration' && (
        <p className="text-xs text-slate-400">
          Their unfinished game is forfeited and they are not paired again.
        </p>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (t.status !== 'registration' && !asking) return setAsking(true);
          remove.mutate({ tournamentId: t.id, entrantId, reason: reason.trim() });
        }}
      >
        <select
          className={INPUT}
          aria-label="Player to remove"
          value={entrantId}
          onChange={(e) => {
            setEntrantId(e.target.value);
            setAsking(false);
          }}
          required
        >
          <option value="">Choose a player…</option>
          {players.map((e) => (
            <option key={e.entrantId} value={e.entrantId}>
              {e.name}
            </option>
          ))}
        </select>
        <input
          className={INPUT}
          aria-label="Reason for removing"
          placeholder="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {asking ? (
          <ConfirmStep
            question={`Remove ${chosen}? Their unfinished game is forfeited and they are not paired again. This cannot be undone.`}
            yes="Yes, remove"
            no="No, keep them"
            busy={remove.isPending}
            onNo={() => setAsking(false)}
          />
        ) : (
          <button type="submit" className={`${SECONDARY} self-start`} disabled={remove.isPending}>
            Remove player
          </button>
        )}
      </form>
      <ErrorLine error={remove.error} />
    </Part>
  );
}

/** The seeding, top seed first (default: by rating), moved with ↑ and ↓. */
function Seeds({ t, onDone }: Props) {
  const trpc = useTRPC();
  const current = [...active(t)]
    .sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity))
    .map((e) => e.entrantId);
  const [order, setOrder] = useState<string[] | null>(null);
  const setSeeds = useMutation(
    trpc.tournament.setSeeds.mutationOptions({
      onSuccess: () => {
        setOrder(null);
        onDone();
      },
    }),
  );
  // Entrants who joined or left since the organiser started moving seeds are taken in.
  const shown = order
    ? [
        ...order.filter((id) => current.includes(id)),
        ...current.filter((id) => !order.includes(id)),
      ]
    : current;
  const names = entrantNames(t);
  if (shown.length < 2) return null;
  const move = (i: number, by: -1 | 1) => {
    const next = [...shown];
    const [id] = next.splice(i, 1);
    if (id) next.splice(i + by, 0, id);
    setOrder(next);
  };
  return (
    <Part title="Seeds">
      <ol className="flex flex-col gap-1 text-sm" data-testid="seed-order">
        {shown.map((id, i) => (
          <li key={id} className="flex items-center gap-2 rounded bg-slate-800 px-2 py-1">
            <span className="w-5 text-right tabular-nums text-slate-400">{i + 1}</span>
            <span className="flex-1 truncate">{names.get(id) ?? id}</span>
            <button
              type="button"
              aria-label={`Move ${names.get(id) ?? id} up`}
              className="px-1 disabled:opacity-30"
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              aria-label={`Move ${names.get(id) ?? id} down`}
              className="px-1 disabled:opacity-30"
              disabled={i === shown.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${SECONDARY} self-start`}
        disabled={!order || setSeeds.isPending}
        onClick={() => setSeeds.mutate({ tournamentId: t.id, order: shown })}
      >
        Save seeds
      </button>
      <ErrorLine error={setSeeds.error} />
    </Part>
  );
}

/** Pairs Swiss avoids whenever it can (club mates, family); the other formats have no choice to make. */
function ForbiddenPairs({ t, onDone }: Props) {
  const trpc = useTRPC();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const add = useMutation(trpc.tournament.addForbiddenPair.mutationOptions({ onSuccess: onDone }));
  const remove = useMutation(
    trpc.tournament.removeForbiddenPair.mutationOptions({ onSuccess: onDone }),
  );
  const names = entrantNames(t);
  const players = active(t);
  if (players.length < 2 && t.forbiddenPairs.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ tournamentId: t.id, a, b });
  };
  const select = (label: string, value: string, set: (v: string) => void) => (
    <select
      className={`${INPUT} min-w-0 flex-1`}
      aria-label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      required
    >
      <option value="">Choose…</option>
      {players.map((e) => (
        <option key={e.entrantId} value={e.entrantId}>
          {e.name}
        </option>
      ))}
    </select>
  );
  return (
    <Part title="Forbidden pairings">
      {t.forbiddenPairs.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="forbidden-pairs">
          {t.forbiddenPairs.map((p) => (
            <li
              key={`${p.a}-${p.b}`}
              className="flex items-center gap-2 rounded bg-slate-800 px-2 py-1"
            >
              <span className="flex-1">
                {names.get(p.a) ?? p.a} and {names.get(p.b) ?? p.b}
              </span>
              <button
                type="button"
                className="text-xs text-slate-300 underline"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ tournamentId: t.id, a: p.a, b: p.b })}
              >
                Allow again
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="flex flex-wrap gap-2" onSubmit={submit}>
        {select('First player of the pair', a, setA)}
        {select('Second player of the pair', b, setB)}
        <button type="submit" className={SECONDARY} disabled={add.isPending}>
          Forbid
        </button>
      </form>
      <ErrorLine error={add.error ?? remove.error} />
    </Part>
  );
}

const CORRECTIONS = [
  { kind: 'forfeit-win', label: 'Forfeit win for' },
  { kind: 'forfeit-loss', label: 'Forfeit loss for' },
  { kind: 'void', label: 'Void' },
] as const;

/** The question's start: "Give Ana a forfeit win on", "Void". */
function correctionPhrase(kind: (typeof CORRECTIONS)[number]['kind'], player: string): string {
  if (kind === 'void') return 'Void';
  return `Give ${player} a forfeit ${kind === 'forfeit-win' ? 'win' : 'loss'} on`;
}

/**
 * What a void does (it means two things): a game does not count and its match plays another
 * in its place; a match counts for nobody. Said before the server would refuse one.
 */
function voidMeaning(target: 'game' | 'match', t: TournamentDetail): string {
  const elimination = isElimination(t.settings.format);
  if (target === 'match')
    return elimination
      ? `An elimination match needs a winner: it cannot be voided. ${
          t.status === 'finished' ? 'Give a forfeit.' : 'Void one of its games, or give a forfeit.'
        }`
      : 'A voided match counts for neither player: no point, no spread, and none of its games is played again.';
  if (t.status === 'finished')
    return `A voided game does not count, and a finished tournament plays no game again: only a game its match is decided without can be voided (otherwise ${
      elimination ? 'give a forfeit' : 'void the whole match or give a forfeit'
    }).`;
  return 'A voided game counts for neither player: the match plays another game in its place.';
}

/** A forfeit win or loss, or a void, on a game or a whole match, with a reason. */
function CorrectResult({ t, onDone }: Props) {
  const trpc = useTRPC();
  const names = entrantNames(t);
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<(typeof CORRECTIONS)[number]['kind']>('forfeit-win');
  const [entrantId, setEntrantId] = useState('');
  const [reason, setReason] = useState('');
  // A correction decides a result (a running game ends, the next round may be paired at
  // once) and cannot be taken back: it asks first.
  const [asking, setAsking] = useState(false);
  const correct = useMutation(
    trpc.tournament.correctResult.mutationOptions({
      onSuccess: () => {
        setReason('');
        setTarget('');
        setEntrantId('');
        onDone();
      },
      onSettled: () => setAsking(false),
    }),
  );
  const finished = t.status === 'finished';
  const matches = correctableMatches(t);
  const name = (id: string | null) => (id ? (names.get(id) ?? id) : '');
  const matchOf = (choice: string) =>
    matches.find(
      (m) => `match:${m.matchId}` === choice || m.games.some((g) => `game:${g.gameId}` === choice),
    );
  const chosenMatch = matchOf(target);
  const own = chosenMatch ? ownMatch(chosenMatch, t.viewer.entrantId) : null;
  const kinds = own ? CORRECTIONS.filter((c) => c.kind !== 'void') : CORRECTIONS;
  const players = !chosenMatch
    ? []
    : own
      ? [kind === 'forfeit-win' ? own.opponent : own.me]
      : [chosenMatch.a, chosenMatch.b];
  // Byes alone (everyone else left): there is no result to correct.
  if (matches.length === 0)
    return (
      <Part title="Correct a result">
        <p className="text-sm text-slate-400">There is no result to correct: a bye has none.</p>
      </Part>
    );
  const inPlay = matches.some((m) => m.games.some(gameInPlay));
  return (
    <Part title="Correct a result">
      {inPlay && (
        // A running game is offered on purpose (the server takes it): say so, lest it look early.
        <p className="text-xs text-slate-400" data-testid="correction-in-play">
          A game still being played can be corrected too: a forfeit for a player who has not turned
          up ends it at once.
        </p>
      )}
      {finished && t.correctionsUntil && (
        <p className="text-xs text-slate-400" data-testid="corrections-window">
          The tournament is over: a disputed result can still be corrected until{' '}
          {formatUtc(new Date(t.correctionsUntil).toISOString())} ({CORRECTION_WINDOW_DAYS} days
          after the last round). The final standings and the winner are worked out again; no game is
          replayed.
        </p>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!asking) return setAsking(true);
          const [which, id = ''] = target.split(':');
          correct.mutate({
            tournamentId: t.id,
            target:
              which === 'game' ? { kind: 'game', gameId: id } : { kind: 'match', matchId: id },
            correction: kind,
            entrantId: kind === 'void' ? null : entrantId || null,
            reason: reason.trim(),
          });
        }}
      >
        <select
          className={INPUT}
          aria-label="Game or match to correct"
          value={target}
          onChange={(e) => {
            setTarget(e.target.value);
            setEntrantId('');
            setAsking(false);
            const m = matchOf(e.target.value);
            if (kind === 'void' && m && ownMatch(m, t.viewer.entrantId)) setKind('forfeit-win');
          }}
          required
        >
          <option value="">Choose a game or match…</option>
          {matches.map((m) => (
            <optgroup key={m.matchId} label={`Round ${m.round}: ${name(m.a)} vs ${name(m.b)}`}>
              <option value={`match:${m.matchId}`}>{matchChoice(m)}</option>
              {m.games.map((g) => (
                <option key={g.gameId} value={`game:${g.gameId}`}>
                  {gameChoice(g, name)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <div className="flex flex-wrap gap-2">
          <select
            className={INPUT}
            aria-label="Correction"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as typeof kind);
              if (own) setEntrantId('');
              setAsking(false);
            }}
          >
            {kinds.map((c) => (
              <option key={c.kind} value={c.kind}>
                {c.label}
              </option>
            ))}
          </select>
          {kind !== 'void' && (
            <select
              className={`${INPUT} min-w-0 flex-1`}
              aria-label="Player the correction is for"
              value={entrantId}
              onChange={(e) => {
                setEntrantId(e.target.value);
                setAsking(false);
              }}
              required
            >
              <option value="">Choose…</option>
              {players.map(
                (id) =>
                  id && (
                    <option key={id} value={id}>
                      {name(id)}
                    </option>
                  ),
              )}
            </select>
          )}
        </div>
        {own && (
          <p className="text-xs text-slate-400" data-testid="own-match">
            You play in this match: you may only concede it — a forfeit win for {name(own.opponent)}
            , or a forfeit loss for yourself.
          </p>
        )}
        {kind === 'void' && target && (
          <p className="text-xs text-slate-400" data-testid="void-meaning">
            {voidMeaning(target.startsWith('match:') ? 'match' : 'game', t)}
          </p>
        )}
        <input
          className={INPUT}
          aria-label="Reason for the correction"
          placeholder="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
        />
        {asking ? (
          <ConfirmStep
            question={`${correctionPhrase(kind, name(entrantId))} ${
              target.startsWith('match:') ? 'the whole match' : 'this game'
            } of ${name(chosenMatch?.a ?? null)} vs ${name(chosenMatch?.b ?? null)}? ${
              finished
                ? 'The final standings and the winner are worked out again.'
                : 'A game still running ends now, and the next round may be paired at once.'
            }`}
            yes="Yes, correct it"
            no="No, go back"
            busy={correct.isPending}
            onNo={() => setAsking(false)}
          />
        ) : (
          <button type="submit" className={`${SECONDARY} self-start`} disabled={correct.isPending}>
            Correct result
          </button>
        )}
      </form>
      <ErrorLine error={correct.error} />
    </Part>
  );
}

/** Every setting, until the start. */
function EditSettings({ t, onDone }: Props) {
  const trpc = useTRPC();
  const edit = useMutation(trpc.tournament.edit.mutationOptions({ onSuccess: onDone }));
  const s = t.settings;
  return (
    <details className="border-t border-slate-800 pt-3">
      <summary className="cursor-pointer font-semibold text-slate-200">Edit settings</summary>
      <div className="mt-2">
        <TournamentFormLoader
          initial={{
            name: s.name,
            description: s.description,
            format: s.format,
            ruleset: s.ruleset,
            timeControl: s.timeControl,
            rated: s.rated,
            rounds: s.rounds,
            bestOf: s.bestOf,
            capacity: s.capacity,
            registrationOpensAt: new Date(s.registrationOpensAt),
            registrationClosesAt: new Date(s.registrationClosesAt),
            startsAt: new Date(s.startsAt),
            checkInOpensAt: s.checkInOpensAt ? new Date(s.checkInOpensAt) : null,
            forfeitLimit: s.forfeitLimit,
          }}
          submitLabel="Save settings"
          pending={edit.isPending}
          serverError={errorText(edit.error)}
          onSubmit={(changes) => edit.mutate({ tournamentId: t.id, changes })}
        />
      </div>
    </details>
  );
}
