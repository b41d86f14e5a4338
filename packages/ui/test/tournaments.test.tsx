import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Bracket,
  EntrantsTable,
  RoundPairings,
  StandingsTable,
  TournamentCard,
  TournamentHistory,
  eliminationRoundName,
  formatPoints,
  formatSpread,
  formatUtc,
  ordinal,
  placingText,
  type MatchView,
} from '../src/tournaments/index';
import { elementWith, tagWith } from './helpers';

/** An element's text, its tags taken out. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');
const side = (id: string, extra = {}) => ({ entrantId: id, name: id, ...extra });

describe('tournament formatting', () => {
  it('writes points with halves, spreads with signs and times in UTC', () => {
    expect([0, 0.5, 1, 2.5, 3].map(formatPoints)).toEqual(['0', '½', '1', '2½', '3']);
    expect([12, -7, 0].map(formatSpread)).toEqual(['+12', '\u22127', '0']);
    expect(formatUtc('2026-11-30T14:05:00.000Z')).toBe('30 Nov 2026, 14:05 UTC');
  });

  it('writes places as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('says how far a player got, as a profile lists it', () => {
    expect(placingText({ kind: 'placed', rank: 1, of: 8 }, 'swiss')).toBe('1st of 8');
    expect(placingText({ kind: 'placed', rank: 3, of: 4 }, 'double-elimination')).toBe('3rd of 4');
    expect(placingText({ kind: 'placed', rank: 1, of: 8 }, 'single-elimination')).toBe('Winner');
    expect(placingText({ kind: 'playing', round: 3, rounds: 5 }, 'swiss')).toBe(
      'Playing — round 3 of 5',
    );
    expect(placingText({ kind: 'playing', round: 2, rounds: 3 }, 'single-elimination')).toBe(
      'Playing — semi-finals',
    );
    expect(placingText({ kind: 'playing', round: 4, rounds: null }, 'double-elimination')).toBe(
      'Playing — round 4',
    );
    const out = (round: number, rounds: number | null) =>
      placingText({ kind: 'out', round, rounds }, 'single-elimination');
    expect([out(3, 3), out(2, 3), out(1, 3), out(1, 4), out(2, null)]).toEqual([
      'Runner-up',
      'Semi-final',
      'Quarter-final',
      'Round 1',
      'Out in round 2',
    ]);
    expect(placingText({ kind: 'withdrawn' }, 'swiss')).toBe('Withdrawn');
    expect(placingText({ kind: 'removed' }, 'swiss')).toBe('Removed');
    expect(placingText({ kind: 'registered' }, 'swiss')).toBe('Registered');
    expect(placingText({ kind: 'cancelled' }, 'swiss')).toBe('Cancelled');
    expect(placingText(null, 'swiss')).toBe('—');
  });

  it('names elimination rounds from the end', () => {
    expect([1, 2, 3, 4].map((r) => eliminationRoundName(r, 4))).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });
});

describe('TournamentCard', () => {
  const card = (over = {}) =>
    renderToStaticMarkup(
      <TournamentCard
        id="t1"
        name="Winter Swiss"
        format="swiss"
        status="registration"
        entrants={3}
        capacity={16}
        startsAt="2026-12-01T18:00:00.000Z"
        organiser="olga"
        facts="WordRise · 10 minutes each · rated"
        href="/tournaments/t1"
        {...over}
      />,
    );

  it('links to the tournament and says format, players, organiser and start', () => {
    const html = card();
    expect(tagWith(html, 'data-testid', 'tournament-card-t1')).toContain('href="/tournaments/t1"');
    expect(html).toContain('Winter Swiss');
    expect(html).toContain('Swiss · WordRise · 10 minutes each · rated');
    expect(text(elementWith(html, 'data-testid', 'tournament-players'))).toBe('3 of 16 players');
    expect(html).toContain('</span> · by olga · ');
    expect(elementWith(html, 'data-testid', 'tournament-start')).toContain('starts');
    expect(html).toContain('1 Dec 2026, 18:00 UTC');
    expect(elementWith(html, 'data-testid', 'tournament-status')).toContain('Registration open');
    expect(html).not.toContain('tournament-winner');
  });

  it('says when it actually started once started, not the planned start', () => {
    const early = card({ status: 'running', startedAt: '2026-12-01T17:49:00.000Z' });
    expect(elementWith(early, 'data-testid', 'tournament-start')).toContain(
      'started <time dateTime="2026-12-01T17:49:00.000Z">1 Dec 2026, 17:49 UTC</time>',
    );
    expect(early).not.toContain('18:00');
    expect(card({ status: 'cancelled' })).toContain('was to start');
  });

  it('counts the places taken before the start, then everyone who took part, with no cap', () => {
    const players = (over: object) =>
      text(elementWith(card(over), 'data-testid', 'tournament-players'));
    const started = '2026-12-01T18:00:00.000Z';
    expect(players({ status: 'finished', entrants: 4, startedAt: started })).toBe('4 players');
    expect(players({ status: 'running', entrants: 1, startedAt: started })).toBe('1 player');
    // Cancelled before the start: the places it had.
    expect(players({ status: 'cancelled', entrants: 3, startedAt: null })).toBe('3 of 16 players');
  });

  it('shows the round while running and the winner when finished', () => {
    expect(card({ status: 'running', round: { current: 2, total: 3 } })).toContain('round 2 of 3');
    const done = card({ status: 'finished', winner: 'alice', round: { current: 3, total: 3 } });
    expect(elementWith(done, 'data-testid', 'tournament-winner')).toContain('Winner: alice');
    expect(done).not.toContain('round 3 of 3');
  });
});

describe('EntrantsTable', () => {
  const html = renderToStaticMarkup(
    <EntrantsTable
      checkIn
      entrants={[
        { id: 'c', name: 'carol', seed: 3, rating: 1400, status: 'active' },
        { id: 'b', name: 'Greedy bot', seed: 2, rating: null, status: 'active', bot: true },
        {
          id: 'a',
          name: 'alice',
          seed: 1,
          rating: 1612.4,
          provisional: true,
          status: 'active',
          checkedIn: true,
          you: true,
          href: '/u/alice',
        },
        { id: 'd', name: 'dan', seed: 4, rating: 1500, status: 'removed' },
      ]}
    />,
  );

  it('lists players in seed order with ratings, bots and the viewer marked', () => {
    const order = [...html.matchAll(/data-testid="entrant-(\w)"/g)].map((m) => m[1]);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(tagWith(html, 'data-testid', 'entrant-a')).toContain('aria-current="true"');
    expect(elementWith(html, 'data-testid', 'entrant-a')).toContain('href="/u/alice"');
    // A provisional rating has its "?" (read "provisional"), as everywhere on the site; a
    // settled one has none.
    expect(elementWith(html, 'data-testid', 'entrant-a')).toContain(
      '>1612<span aria-hidden="true">?</span><span class="sr-only">, provisional</span><',
    );
    expect(elementWith(html, 'data-testid', 'entrant-c')).toContain('>1400<');
    expect(elementWith(html, 'data-testid', 'entrant-b')).toContain('(bot)');
    expect(elementWith(html, 'data-testid', 'entrant-b')).toContain('—');
  });

  it('marks who left and shows check-in when there is a window', () => {
    expect(tagWith(html, 'data-testid', 'entrant-d')).toContain('data-status="removed"');
    expect(elementWith(html, 'data-testid', 'entrant-d')).toContain('removed');
    expect(html).toContain('Checked in');
    expect(elementWith(html, 'data-testid', 'entrant-a')).toContain('>yes<');
    expect(elementWith(html, 'data-testid', 'entrant-c')).toContain('>no<');
    expect(renderToStaticMarkup(<EntrantsTable entrants={[]} />)).not.toContain('Checked in');
  });
});

describe('StandingsTable', () => {
  const html = renderToStaticMarkup(
    <StandingsTable
      caption="Final standings"
      final
      standings={[
        {
          entrantId: 'a',
          name: 'alice',
          rank: 1,
          wins: 2.5,
          losses: 0.5,
          spread: 84,
          buchholz: 3.5,
        },
        {
          entrantId: 'b',
          name: 'bob',
          rank: 2,
          wins: 1,
          losses: 2,
          spread: -12,
          buchholz: 4,
          you: true,
        },
        {
          entrantId: 'c',
          name: 'carol',
          rank: 3,
          wins: 0,
          losses: 3,
          spread: -72,
          buchholz: 4,
          out: true,
        },
      ]}
    />,
  );

  it('has every tie-break column: wins, losses, spread, Buchholz', () => {
    for (const col of ['Rank', 'Player', 'Wins', 'Losses', 'Spread', 'Buchholz'])
      expect(html).toContain(`>${col}</th>`);
    const a = elementWith(html, 'data-testid', 'standing-a');
    expect(a).toMatch(/data-col="wins">2½</);
    expect(a).toMatch(/data-col="losses">½</);
    expect(a).toMatch(/data-col="spread">\+84</);
    expect(a).toMatch(/data-col="buchholz">3½</);
    expect(elementWith(html, 'data-testid', 'standing-b')).toMatch(/data-col="spread">\u221212</);
  });

  it('names the winner of final standings, marks the viewer and who is out', () => {
    expect(elementWith(html, 'data-testid', 'standing-a')).toContain('winner');
    expect(elementWith(html, 'data-testid', 'standing-b')).not.toContain('winner');
    expect(tagWith(html, 'data-testid', 'standing-b')).toContain('aria-current="true"');
    expect(elementWith(html, 'data-testid', 'standing-c')).toContain('out');
    expect(html).toContain('Final standings');
  });
});

describe('RoundPairings', () => {
  const matches: MatchView[] = [
    { id: 'bye', round: 2, a: side('dan'), b: null, bye: true, games: [] },
    {
      id: 'm1',
      round: 2,
      a: side('alice'),
      b: side('bob', { you: true }),
      aPoints: 1,
      bPoints: 0,
      spread: 34,
      winner: 'a',
      games: [{ id: 'g1', number: 1, status: 'finished' }],
    },
    {
      id: 'm2',
      round: 2,
      a: side('carol'),
      b: side('erin'),
      games: [{ id: 'g2', number: 1, status: 'running' }],
    },
    {
      id: 'm4',
      round: 2,
      a: side('hal', { you: true }),
      b: side('ida'),
      games: [{ id: 'g4', number: 1, status: 'running' }],
    },
    {
      id: 'm3',
      round: 2,
      a: side('fay'),
      b: side('gus'),
      aPoints: 0,
      bPoints: 1,
      spread: -50,
      winner: 'b',
      forfeitBy: 'a',
      games: [{ id: 'g3', number: 1, status: 'finished' }],
    },
  ];
  const html = renderToStaticMarkup(<RoundPairings round={{ round: 2, matches }} />);

  it('links running games to watch and finished ones to their replay', () => {
    expect(tagWith(html, 'data-testid', 'game-link-g2')).toContain('href="/game/g2"');
    expect(elementWith(html, 'data-testid', 'game-link-g2')).toContain('Watch game');
    expect(tagWith(html, 'data-testid', 'game-link-g1')).toContain('href="/game/g1/replay"');
    expect(elementWith(html, 'data-testid', 'game-link-g1')).toContain('Replay game');
  });

  it('offers the viewer’s own running game to play, not to watch', () => {
    expect(tagWith(html, 'data-testid', 'game-link-g4')).toContain('href="/game/g4"');
    expect(elementWith(html, 'data-testid', 'game-link-g4')).toContain('Play your game');
    // Finished, their own game is a replay like any other.
    expect(elementWith(html, 'data-testid', 'game-link-g1')).toContain('Replay game');
  });

  it('has no heading of its own: the round tabs name the round', () => {
    expect(html).not.toMatch(/<h\d/);
    expect(html).toContain('aria-label="Round 2 pairings"');
  });

  it('shows results with spread, forfeits, games in play and byes last', () => {
    expect(elementWith(html, 'data-testid', 'match-m1')).toMatch(/1 – 0.*\(\+34\)/);
    expect(elementWith(html, 'data-testid', 'match-m1')).toContain('(you)');
    expect(elementWith(html, 'data-testid', 'match-m2')).toContain('playing');
    expect(elementWith(html, 'data-testid', 'match-m3')).toContain('forfeit');
    expect(elementWith(html, 'data-testid', 'match-bye')).toContain('bye');
    const order = [...html.matchAll(/data-testid="match-(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['m1', 'm2', 'm4', 'm3', 'bye']);
    expect(tagWith(html, 'data-testid', 'match-m1')).toContain('data-decided="true"');
    expect(tagWith(html, 'data-testid', 'match-m2')).not.toContain('data-decided');
  });
});

describe('Bracket', () => {
  it('draws every single-elimination round, the unpaired ones as empty slots', () => {
    const html = renderToStaticMarkup(
      <Bracket
        format="single-elimination"
        bestOf={3}
        entrantCount={4}
        rounds={[
          {
            round: 1,
            matches: [
              {
                id: 'q1',
                round: 1,
                a: side('alice', { seed: 1 }),
                b: side('dan', { seed: 4 }),
                aPoints: 2,
                bPoints: 1,
                winner: 'a',
                games: [
                  { id: 'g1', number: 1, status: 'finished' },
                  { id: 'g2', number: 2, status: 'finished' },
                  { id: 'g3', number: 3, status: 'finished' },
                ],
              },
              {
                id: 'q2',
                round: 1,
                a: side('bob', { seed: 2 }),
                b: side('carol', { seed: 3 }),
                aPoints: 0,
                bPoints: 0,
                games: [{ id: 'g4', number: 1, status: 'running' }],
              },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Semi-finals"');
    expect(html).toContain('aria-label="Final"');
    expect(html).toContain('best of 3');
    expect(tagWith(html, 'data-testid', 'bracket-match-q1')).toContain('data-winner="alice"');
    expect(elementWith(html, 'data-testid', 'bracket-match-q1')).toContain('Replay game 3');
    expect(elementWith(html, 'data-testid', 'bracket-match-q2')).toContain('Watch game 1');
    expect(elementWith(html, 'data-testid', 'bracket-match-q2')).not.toMatch(/data-won/);
    // The final is not paired yet: one empty slot.
    const final = elementWith(html, 'aria-label', 'Final');
    expect(final).toContain('to be decided');
  });

  it('groups double elimination into winners, losers and the grand final', () => {
    const m = (id: string, round: number, bracket: MatchView['bracket']): MatchView => ({
      id,
      round,
      bracket,
      a: side(`${id}a`),
      b: side(`${id}b`),
      games: [],
    });
    const html = renderToStaticMarkup(
      <Bracket
        format="double-elimination"
        bestOf={1}
        entrantCount={4}
        rounds={[
          { round: 1, matches: [m('w1', 1, 'winners'), m('w2', 1, 'winners')] },
          { round: 2, matches: [m('w3', 2, 'winners'), m('l1', 2, 'losers')] },
          { round: 3, matches: [m('l2', 3, 'losers')] },
          { round: 4, matches: [m('f', 4, 'final')] },
        ]}
      />,
    );
    const winners = elementWith(html, 'data-testid', 'bracket-winners');
    const losers = elementWith(html, 'data-testid', 'bracket-losers');
    const final = elementWith(html, 'data-testid', 'bracket-final');
    expect(winners).toContain('bracket-match-w3');
    expect(winners).not.toContain('bracket-match-l1');
    expect(losers).toContain('bracket-match-l1');
    expect(losers).toContain('bracket-match-l2');
    expect(final).toContain('bracket-match-f');
    expect(html).not.toContain('best of');

    // Matches that do not say their part of the bracket: plain round columns, no parts named.
    const plain = renderToStaticMarkup(
      <Bracket
        format="double-elimination"
        bestOf={1}
        entrantCount={4}
        rounds={[
          { round: 1, matches: [m('w1', 1, undefined)] },
          { round: 2, matches: [m('l1', 2, undefined)] },
        ]}
      />,
    );
    expect(plain).not.toContain('bracket-winners');
    expect(elementWith(plain, 'aria-label', 'Round 2')).toContain('bracket-match-l1');
  });
});

describe('TournamentHistory', () => {
  it('lists the log newest first, with time and who did it', () => {
    const html = renderToStaticMarkup(
      <TournamentHistory
        entries={[
          { seq: 1, at: '2026-11-30T14:00:00.000Z', by: 'olga', text: 'Tournament created.' },
          { seq: 2, at: '2026-11-30T14:10:00.000Z', by: null, text: 'Round 1 paired.' },
        ]}
      />,
    );
    const order = [...html.matchAll(/data-testid="history-(\d+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['2', '1']);
    expect(elementWith(html, 'data-testid', 'history-1')).toContain('— olga');
    expect(elementWith(html, 'data-testid', 'history-2')).not.toContain('—');
    expect(elementWith(html, 'data-testid', 'history-1')).toContain('30 Nov 2026, 14:00 UTC');
    expect(renderToStaticMarkup(<TournamentHistory entries={[]} />)).toContain(
      'Nothing has happened yet.',
    );
  });
});
