import { FORMAT_NAMES, STATUS_NAMES, formatUtc } from './format';
import type { TournamentFormatName, TournamentStatus } from './types';

export interface TournamentCardProps {
  id: string;
  name: string;
  format: TournamentFormatName;
  status: TournamentStatus;
  /**
   * Players: before the start the places taken (shown against the cap), from the start
   * everyone who took part (those knocked out, withdrawn or removed since included).
   */
  entrants: number;
  capacity: number;
  /** ISO time: the scheduled start. */
  startsAt: string;
  /** ISO time: when it actually started (it may start early); null before the start. */
  startedAt?: string | null;
  organiser: string;
  /** "WordRise · 10 minutes each · rated", already worded. */
  facts: string;
  /** Rounds played and in all (Swiss, round robin), shown while running. */
  round?: { current: number; total: number } | null;
  /** The winner's name once finished. */
  winner?: string | null;
  /** The viewer is entered. */
  entered?: boolean;
  href: string;
}

const STATUS_TONE: Record<TournamentStatus, string> = {
  registration: 'bg-gold text-tile-ink',
  running: 'bg-green-700 text-white',
  paused: 'bg-slate-600 text-slate-100',
  finished: 'bg-slate-700 text-slate-200',
  cancelled: 'bg-red-900 text-red-100',
};

/** The actual start once it started; before, the scheduled one (cancelled early: never held). */
function Start({ status, startsAt, startedAt }: TournamentCardProps) {
  const [verb, at] = startedAt
    ? ['started', startedAt]
    : [status === 'registration' ? 'starts' : 'was to start', startsAt];
  return (
    <span data-testid="tournament-start">
      {verb} <time dateTime={at}>{formatUtc(at)}</time>
    </span>
  );
}

/** One tournament in a list: name, format, status, players, start, and the winner when over. */
export function TournamentCard(props: TournamentCardProps) {
  return (
    <a
      href={props.href}
      data-testid={`tournament-card-${props.id}`}
      className="flex flex-col gap-1 rounded-md bg-slate-800 px-3 py-2 hover:bg-slate-700"
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-semibold">{props.name}</span>
        {props.entered && (
          <span className="rounded-full bg-slate-900 px-2 py-0.5 text-xs text-gold">
            You are in
          </span>
        )}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_TONE[props.status]}`}
          data-testid="tournament-status"
        >
          {STATUS_NAMES[props.status]}
        </span>
      </span>
      <span className="text-xs text-slate-400">
        {FORMAT_NAMES[props.format]} · {props.facts}
      </span>
      <span className="text-xs text-slate-300">
        <span data-testid="tournament-players">
          {props.startedAt
            ? `${props.entrants} ${props.entrants === 1 ? 'player' : 'players'}`
            : `${props.entrants} of ${props.capacity} players`}
        </span>{' '}
        · by {props.organiser} · <Start {...props} />
        {props.round && props.status !== 'finished' && (
          <>
            {' '}
            · round {props.round.current} of {props.round.total}
          </>
        )}
      </span>
      {props.winner && (
        <span className="text-sm text-gold" data-testid="tournament-winner">
          Winner: {props.winner}
        </span>
      )}
    </a>
  );
}
