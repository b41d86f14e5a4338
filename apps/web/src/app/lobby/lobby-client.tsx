'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { HostedBy, PlayerNames } from '~/components/player-names';
import { joinedCount } from '~/lib/games';
import { invalidateOnEvent } from '~/lib/invalidate-on-event';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import {
  INPUT,
  TimeControlFieldset,
  timeControlOf,
  type ClockKind,
} from '~/components/clock-choice';
import { BOT_GAME_ORACLE, botChoiceLabel } from '~/lib/bots';
import { ChatRoom } from '~/components/chat-room';
import { GameSelect, LengthSelect } from '~/components/game-select';
import { useTRPC } from '~/trpc/react';
import { FormError, OracleAllowed, WordChallenges } from './form-parts';
import { ChallengeLists } from './challenge-lists';
import { LobbyNewsRegion } from './lobby-news-region';
import { errorText, GameFacts, PANEL, ROW } from './game-facts';
import { PassAndPlayFields } from './pass-and-play-fields';
import { SoloForm } from './solo-form';
import { CHOICE_INPUT, CHOICE_LABEL } from '~/components/choice';

/** Re-reads the lobby lists whenever the server says something changed. */
function useLobbyLive() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useSubscription(
    trpc.lobby.live.subscriptionOptions(undefined, {
      onData: () => {
        for (const list of [
          trpc.lobby.open,
          trpc.lobby.mine,
          trpc.lobby.invitations,
          trpc.lobby.sentChallenges,
        ]) {
          invalidateOnEvent(queryClient, list.pathKey());
        }
      },
    }),
  );
}

export function LobbyClient({ me }: { me: string }) {
  useLobbyLive();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <LobbyNewsRegion me={me} />
      <div className="flex flex-col gap-4">
        <YourGames me={me} />
        <ChallengeLists />
        <OpenGames me={me} />
      </div>
      <div className="flex flex-col gap-4">
        <NewGameForm />
        <BotForm />
        <SoloForm />
        {/* A section of the lobby like the others beside it: an h2 under the page's h1. */}
        <ChatRoom room={{ channel: 'lobby' }} title="Lobby chat" headingLevel={2} />
      </div>
    </div>
  );
}

function YourGames({ me }: { me: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.lobby.mine.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.lobby.pathKey() });
  const cancel = useMutation(trpc.lobby.cancel.mutationOptions({ onSuccess: () => refresh() }));
  const leave = useMutation(trpc.lobby.leave.mutationOptions({ onSuccess: () => refresh() }));
  const error = errorText(cancel.error ?? leave.error);

  const data = mine.data;
  const empty = data && data.waiting.length + data.playing.length === 0;
  return (
    <section aria-labelledby="your-games" className={PANEL}>
      <h2 id="your-games" className="text-xl font-bold">
        Your games
      </h2>
      {mine.isPending && <p className="text-sm text-slate-400">Loading…</p>}
      {mine.error && (
        <p role="alert" className="text-sm text-red-300">
          {mine.error.message}
        </p>
      )}
      {empty && (
        // True whether or not the player has finished games (their profile lists those).
        <p className="text-sm text-slate-400">
          No games in progress or waiting to start: create one or join one.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {data && data.playing.length > 0 && (
        <ul aria-label="Games in progress" className="flex flex-col gap-2">
          {data.playing.map((game) => {
            const tournament = game.tournament;
            return (
              <li
                key={game.id}
                data-testid={`my-game-${game.id}`}
                className="flex flex-col gap-1 rounded-md bg-slate-800"
              >
                <Link
                  href={`/game/${game.id}`}
                  className="flex flex-wrap items-center gap-2 rounded-md px-3 py-2 hover:bg-slate-700"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    {tournament && (
                      <span className="text-xs font-bold uppercase tracking-wide text-gold">
                        Your tournament game
                      </span>
                    )}
                    <span className="truncate font-semibold">
                      <PlayerNames game={game} me={me} />
                    </span>
                    <GameFacts game={game} />
                    {game.clockWarning && (
                      <span
                        className="text-xs font-semibold text-amber-300"
                        data-testid={`clock-warning-${game.id}`}
                      >
                        Under 20 % of your time left for this move
                      </span>
                    )}
                  </span>
                  {game.passAndPlay ? (
                    <span className="text-xs text-slate-400">Pass and play</span>
                  ) : game.yourTurn ? (
                    <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-bold text-tile-ink">
                      Your turn
                    </span>
                  ) : (
                    <span className="text-xs text-slate-400">Their turn</span>
                  )}
                </Link>
                {tournament && (
                  <Link
                    href={`/tournaments/${tournament.tournamentId}`}
                    data-testid={`tournament-of-${game.id}`}
                    className="px-3 pb-2 text-xs text-gold hover:underline"
                  >
                    {tournament.tournamentName}, round {tournament.round} →
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data && data.waiting.length > 0 && (
        <ul aria-label="Games waiting to start" className="flex flex-col gap-2">
          {data.waiting.map((game) => {
            const mineToCancel = game.players[0]?.username === me;
            return (
              <li key={game.id} data-testid={`waiting-${game.id}`} className={ROW}>
                <Link href={`/game/${game.id}`} className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-semibold">
                    Waiting: {joinedCount(game)} of {game.seats} joined
                  </span>
                  <GameFacts game={game} />
                </Link>
                {mineToCancel ? (
                  <button
                    type="button"
                    className={SECONDARY}
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate({ gameId: game.id })}
                  >
                    Cancel
                  </button>
                ) : (
                  <button
                    type="button"
                    className={SECONDARY}
                    disabled={leave.isPending}
                    onClick={() => leave.mutate({ gameId: game.id })}
                  >
                    Leave
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function OpenGames({ me }: { me: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const open = useQuery(trpc.lobby.open.queryOptions());
  const join = useMutation(
    trpc.lobby.join.mutationOptions({
      onSuccess: (_result, input) => router.push(`/game/${input.gameId}`),
    }),
  );
  return (
    <section aria-labelledby="open-games" className={PANEL}>
      <h2 id="open-games" className="text-xl font-bold">
        Open games
      </h2>
      {open.isPending && <p className="text-sm text-slate-400">Loading…</p>}
      {open.data?.length === 0 && (
        <p className="text-sm text-slate-400">No open games right now: create one.</p>
      )}
      {join.error && (
        <p role="alert" className="text-sm text-red-300">
          {join.error.message}
        </p>
      )}
      <ul aria-label="Open games" className="flex flex-col gap-2">
        {open.data?.map((game) => {
          const seated = game.players.some((p) => p.username === me);
          const host = game.players[0]?.name ?? 'Someone';
          return (
            <li
              key={game.id}
              data-testid={`open-game-${game.id}`}
              className="flex flex-wrap items-center gap-2 rounded-md bg-slate-800 px-3 py-2"
            >
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-semibold">
                  <HostedBy host={game.players[0]} /> · {joinedCount(game)} of {game.seats} joined
                </span>
                <GameFacts game={game} />
              </span>
              {seated ? (
                <Link href={`/game/${game.id}`} className={SECONDARY}>
                  Open
                </Link>
              ) : (
                <button
                  type="button"
                  className={PRIMARY}
                  aria-label={`Join ${host}'s game`}
                  disabled={join.isPending}
                  onClick={() => join.mutate({ gameId: game.id })}
                >
                  Join
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function NewGameForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const [who, setWho] = useState<'open' | 'challenge' | 'here'>('open');
  const [names, setNames] = useState<string[]>(['', '']);
  const [ruleset, setRuleset] = useState<string | null>(null);
  const [seats, setSeats] = useState(2);
  const [clock, setClock] = useState<ClockKind>('none');
  const [minutes, setMinutes] = useState(10);
  const [days, setDays] = useState(3);
  const [rated, setRated] = useState(false);
  const [oracle, setOracle] = useState(true);
  const [challenges, setChallenges] = useState(false);
  const [length, setLength] = useState<'short' | 'normal' | 'long'>('normal');
  const [username, setUsername] = useState('');

  const onCreated = ({ gameId }: { gameId: string }) => {
    void queryClient.invalidateQueries({ queryKey: trpc.lobby.pathKey() });
    router.push(`/game/${gameId}`);
  };
  const create = useMutation(trpc.lobby.create.mutationOptions({ onSuccess: onCreated }));
  const challenge = useMutation(trpc.lobby.challenge.mutationOptions({ onSuccess: onCreated }));
  const passAndPlay = useMutation(
    trpc.passAndPlay.create.mutationOptions({ onSuccess: onCreated }),
  );

  const rulesetKey = ruleset ?? options.data?.defaultRuleset ?? 'wordrise';
  const chosen = options.data?.rulesets.find((r) => r.key === rulesetKey);
  const minSeats = chosen?.minSeats ?? 2;
  const maxSeats = chosen?.maxSeats ?? 4;
  const seatChoices = Array.from({ length: maxSeats - minSeats + 1 }, (_, i) => minSeats + i);
  // Word Wefter has lengths; the Oracle only where it can read the game's racks.
  const lengths = chosen?.lengths ?? [];
  const gameLength = lengths.length > 0 ? { length } : {};
  const oracleOffered = chosen?.oracle ?? true;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const timeControl = timeControlOf(clock, minutes, days);
    const common = {
      ruleset: rulesetKey,
      timeControl,
      rated,
      oracleAllowed: !rated && oracle && oracleOffered,
      challenges,
      ...gameLength,
    };
    if (who === 'here')
      passAndPlay.mutate({
        ruleset: rulesetKey,
        oracleAllowed: oracle && oracleOffered,
        challenges,
        names,
        ...gameLength,
      });
    else if (who === 'challenge') challenge.mutate({ ...common, username: username.trim() });
    else create.mutate({ ...common, seats: Math.min(maxSeats, Math.max(minSeats, seats)) });
  };
  const pending = create.isPending || challenge.isPending || passAndPlay.isPending;
  const error = errorText(
    who === 'here' ? passAndPlay.error : who === 'challenge' ? challenge.error : create.error,
  );

  return (
    <section aria-labelledby="new-game" className={PANEL}>
      <h2 id="new-game" className="text-xl font-bold">
        Create a game
      </h2>
      <form onSubmit={submit} className="flex flex-col gap-3 text-sm" aria-label="Create a game">
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-slate-400">Who can join</legend>
          <label className={CHOICE_LABEL}>
            <input
              type="radio"
              className={CHOICE_INPUT}
              name="who"
              checked={who === 'open'}
              onChange={() => setWho('open')}
            />
            Anyone in the lobby
          </label>
          <label className={CHOICE_LABEL}>
            <input
              type="radio"
              className={CHOICE_INPUT}
              name="who"
              checked={who === 'challenge'}
              onChange={() => setWho('challenge')}
            />
            Challenge a player
          </label>
          <label className={CHOICE_LABEL}>
            <input
              type="radio"
              className={CHOICE_INPUT}
              name="who"
              checked={who === 'here'}
              onChange={() => setWho('here')}
            />
            Pass and play
          </label>
        </fieldset>
        {who === 'here' && (
          <PassAndPlayFields names={names} onChange={setNames} maxPlayers={maxSeats} />
        )}
        {who === 'challenge' && (
          <label className="flex flex-col gap-1">
            <span className="text-slate-400">Username to challenge</span>
            <input
              className={INPUT}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="off"
              required
            />
          </label>
        )}
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1">
            <span className="text-slate-400">Game</span>
            <GameSelect value={rulesetKey} onChange={setRuleset} />
          </label>
          {lengths.length > 0 && (
            <LengthSelect
              lengths={lengths}
              value={length}
              onChange={(l) => setLength(l as typeof length)}
            />
          )}
          {who === 'open' && (
            <label className="flex flex-col gap-1">
              <span className="text-slate-400">Players</span>
              <select
                className={INPUT}
                value={seats}
                onChange={(e) => setSeats(Number(e.target.value))}
              >
                {seatChoices.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {who !== 'here' && (
          <>
            <TimeControlFieldset
              clock={clock}
              setClock={setClock}
              minutes={minutes}
              setMinutes={setMinutes}
              days={days}
              setDays={setDays}
            />
            <fieldset className="flex flex-wrap gap-3">
              <legend className="mb-1 text-slate-400">Kind of game</legend>
              <label className={CHOICE_LABEL}>
                <input
                  type="radio"
                  className={CHOICE_INPUT}
                  name="rated"
                  checked={!rated}
                  onChange={() => setRated(false)}
                />
                Casual
              </label>
              <label className={CHOICE_LABEL}>
                <input
                  type="radio"
                  name="rated"
                  className={CHOICE_INPUT}
                  checked={rated}
                  onChange={() => setRated(true)}
                />
                Rated
              </label>
            </fieldset>
          </>
        )}
        {(!rated || who === 'here') && oracleOffered && (
          <OracleAllowed checked={oracle} onChange={setOracle} />
        )}
        <WordChallenges checked={challenges} onChange={setChallenges} />
        <FormError message={error} />
        <button type="submit" className={`${PRIMARY} self-start`} disabled={pending}>
          {who === 'here'
            ? 'Start pass and play'
            : who === 'challenge'
              ? 'Send challenge'
              : 'Create game'}
        </button>
      </form>
    </section>
  );
}

function BotForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const [level, setLevel] = useState<string | null>(null);
  const [ruleset, setRuleset] = useState<string | null>(null);
  const [oracle, setOracle] = useState(BOT_GAME_ORACLE);
  const [challenges, setChallenges] = useState(false);
  const [length, setLength] = useState<'short' | 'normal' | 'long'>('normal');
  const play = useMutation(
    trpc.lobby.playBot.mutationOptions({
      onSuccess: ({ gameId }) => router.push(`/game/${gameId}`),
    }),
  );
  const levels = options.data?.botLevels ?? [];
  const chosen = levels.find((l) => l === level) ?? levels[0];
  const rulesetKey = ruleset ?? options.data?.defaultRuleset ?? 'wordrise';
  const lengths = options.data?.rulesets.find((r) => r.key === rulesetKey)?.lengths ?? [];
  return (
    <section aria-labelledby="play-bot" className={PANEL}>
      <h2 id="play-bot" className="text-xl font-bold">
        Play a bot
      </h2>
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen)
            play.mutate({
              botLevel: chosen,
              ruleset: rulesetKey,
              oracleAllowed: oracle,
              challenges,
              ...(lengths.length > 0 ? { length } : {}),
            });
        }}
      >
        <label className="flex flex-col gap-1">
          <span className="text-slate-400">Game</span>
          <GameSelect value={rulesetKey} onChange={setRuleset} only={(r) => r.bots} />
        </label>
        {lengths.length > 0 && (
          <LengthSelect
            lengths={lengths}
            value={length}
            onChange={(l) => setLength(l as typeof length)}
          />
        )}
        <label className="flex flex-col gap-1">
          <span className="text-slate-400">Bot level</span>
          <select className={INPUT} value={chosen ?? ''} onChange={(e) => setLevel(e.target.value)}>
            {(options.data?.bots ?? []).map((bot) => (
              <option key={bot.level} value={bot.level}>
                {botChoiceLabel(bot, rulesetKey, lengths.length > 0 ? length : undefined)}
              </option>
            ))}
          </select>
        </label>
        <OracleAllowed checked={oracle} onChange={setOracle} />
        <WordChallenges checked={challenges} onChange={setChallenges} />
        <FormError message={play.error?.message} />
        <button
          type="submit"
          className={`${PRIMARY} self-start`}
          disabled={!chosen || play.isPending}
        >
          Play the bot
        </button>
      </form>
    </section>
  );
}
