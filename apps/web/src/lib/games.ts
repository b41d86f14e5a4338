import { formatRating } from './ratings';
import { LENGTH_NAMES } from './rulesets';
import type { RouterOutputs } from '@wordrise/api';

export type GameSummary = RouterOutputs['lobby']['open'][number];
export type TimeControl = GameSummary['timeControl'];

/** "No clock", "10 min each", "3 days a move". */
export function describeTimeControl(tc: TimeControl): string {
  switch (tc.kind) {
    case 'none':
      return 'No clock';
    case 'realtime':
      return `${tc.minutes} min each`;
    case 'correspondence':
      return `${tc.days} ${tc.days === 1 ? 'day' : 'days'} a move`;
  }
}

/** "1 player", "2 players". */
export function describeSeats(seats: number): string {
  return `${seats} ${seats === 1 ? 'player' : 'players'}`;
}

/**
 * Word Wefter's length where it is not the usual one: "Short game", "Long game"; a Normal
 * game (and every other game, which has one length) says nothing, as word challenges off do.
 */
export function describeLength(length: string): string | null {
  return length === 'normal' ? null : `${LENGTH_NAMES[length] ?? length} game`;
}

/** "Rated", "Casual · Oracle allowed", "Casual", "Pass and play · Oracle allowed". */
export function describeKind(
  game: Pick<GameSummary, 'rated' | 'oracleAllowed'> & { passAndPlay?: boolean },
): string {
  if (game.rated) return 'Rated';
  const kind = game.passAndPlay ? 'Pass and play' : 'Casual';
  return game.oracleAllowed ? `${kind} · Oracle allowed` : kind;
}

type Seat = GameSummary['players'][number];

/** A seat's name with its current rating in the game's ruleset × speed: "Ann (1512?)". */
export function nameWithRating(p: Pick<Seat, 'name' | 'rating'>): string {
  return p.rating ? `${p.name} (${formatRating(p.rating)})` : p.name;
}

/** Whose open game it is, with the host's rating after the name: "Carol's game (1500?)". */
export function hostedBy(host: Pick<Seat, 'name' | 'rating'> | undefined): string {
  if (!host) return 'Someone’s game';
  const game = `${host.name}’s game`;
  return host.rating ? `${game} (${formatRating(host.rating)})` : game;
}

/** The names of a game's seated players with their ratings, "alice (1500?) vs bob (1620)". */
export function playerNames(game: Pick<GameSummary, 'players'>, me?: string): string {
  const names = game.players
    .filter((p) => p.joinStatus !== 'declined')
    .map((p) => (me && p.username === me ? 'you' : nameWithRating(p)));
  return names.join(' vs ') || '—';
}

export function joinedCount(game: Pick<GameSummary, 'players'>): number {
  return game.players.filter((p) => p.joinStatus === 'joined').length;
}

/** Who a challenge invites: the name of its seat still to answer, else of its second seat. */
export function challengedName(game: Pick<GameSummary, 'players'>): string {
  const invited = game.players.find((p) => p.joinStatus === 'invited') ?? game.players[1];
  return invited ? nameWithRating(invited) : 'someone';
}
