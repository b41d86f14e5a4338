/** Checks a tournament's settings: one sentence for the first problem, naming the field. */
import { getRuleset } from '../../rulesets/index';
import type { TournamentSettings } from './events';
import type { TournamentRefusal } from './commands';

const bad = (message: string, field: string): TournamentRefusal => ({
  kind: 'bad-request',
  message,
  field,
});

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

export function checkSettings(s: TournamentSettings): TournamentRefusal | null {
  if (s.name.trim() === '') return bad('Give the tournament a name.', 'name');
  const ruleset = getRuleset(s.ruleset);
  if (!ruleset) return bad(`There is no ruleset called “${s.ruleset}”.`, 'ruleset');
  if (ruleset.players.min > 2 || ruleset.players.max < 2)
    return bad(`${ruleset.name} is not played by two players.`, 'ruleset');
  if (!Number.isInteger(s.rounds) || s.rounds < 1) return bad('Play at least one round.', 'rounds');
  if (!Number.isInteger(s.bestOf) || s.bestOf < 1 || s.bestOf % 2 === 0)
    return bad('A match is best of an odd number of games.', 'bestOf');
  if (!Number.isInteger(s.capacity) || s.capacity < 2)
    return bad('A tournament needs room for at least two players.', 'capacity');
  if (!Number.isInteger(s.forfeitLimit) || s.forfeitLimit < 0)
    return bad('The forfeit limit is a number of games (0: never remove).', 'forfeitLimit');
  const opens = time(s.registrationOpensAt);
  const closes = time(s.registrationClosesAt);
  const starts = time(s.startsAt);
  const checkIn = time(s.checkInOpensAt);
  if (opens === null || Number.isNaN(opens))
    return bad('Registration needs an opening time.', 'registrationOpensAt');
  if (closes === null || Number.isNaN(closes) || closes <= opens)
    return bad('Registration must close after it opens.', 'registrationClosesAt');
  if (starts === null || Number.isNaN(starts) || starts < closes)
    return bad('The tournament must start after registration closes.', 'startsAt');
  if (checkIn !== null && (Number.isNaN(checkIn) || checkIn >= starts))
    return bad('Check-in must open before the start.', 'checkInOpensAt');
  return null;
}
