// `pnpm exec tsx scripts/loadtest/move-costs.ts [--moves 150] [--watchers 30] [--cpu-prof DIR]
// [--api-only]`: splits a move's cost in one web process (with `--api-only`: in an API-only one
// beside it; no worker) into its parts, one move at a time: the
// players play greedy moves through `game.submit` (the next mover reads its view with
// `game.view`), first with nobody watching, then with `--watchers` signed-out streams on
// `game.live`; then one player reads `game.view` again and again. Prints one JSON line: CPU
// ms (from /proc) per submit + view, per view, per submit (the difference), and per live
// event delivered (the difference with watchers, per watcher and move).
import { parseArgs } from 'node:util';
import { serverLexicon } from '@wordrise/games';
import { botInputFromView, decideBotAction, type Placement } from '@wordrise/engine';
import { clientFor, type Client } from './client';
import { oneWebProcess } from './one-web';

const { values } = parseArgs({
  options: {
    moves: { type: 'string', default: '150' },
    watchers: { type: 'string', default: '30' },
    'cpu-prof': { type: 'string' },
    'api-only': { type: 'boolean', default: false },
  },
});
const movesPerPhase = Number(values.moves);
const watcherCount = Number(values.watchers);

type GameDetail = Awaited<ReturnType<Client['game']['view']['query']>>;
const lexicon = serverLexicon('english');

function greedyAction(view: GameDetail, gameId: string) {
  const input = botInputFromView(view.game!);
  if (!input) return null;
  const action = decideBotAction('greedy', input, lexicon, { seed: gameId });
  if (action.type === 'play')
    return {
      type: 'play' as const,
      placements: action.placements.map((p: Placement) => ({ r: p.r, c: p.c, letter: p.letter })),
    };
  if (action.type === 'exchange') return { type: 'exchange' as const, tiles: action.tiles };
  return { type: 'pass' as const };
}

const { platform, base, usernames, players, servingCpuMs } = await oneWebProcess(
  'costs',
  2,
  values['cpu-prof'],
  values['api-only'],
);
try {
  const clients = players.map((p) => clientFor(base, p.cookie));
  const visitor = clientFor(base, null);

  /** Plays `count` moves (new games as games end); with `watchers` streams on each game. */
  async function play(count: number, watchers: number): Promise<number> {
    let played = 0;
    let cpu = 0;
    while (played < count) {
      const { gameId } = await clients[0]!.lobby.challenge.mutate({
        username: usernames[1]!,
        timeControl: { kind: 'realtime', minutes: 10 },
      });
      await clients[1]!.lobby.respond.mutate({ gameId, accept: true });
      const seen = Array.from({ length: watchers }, () => -1);
      const streams = seen.map((_, i) =>
        visitor.game.live.subscribe(
          { gameId },
          { onData: (v) => (seen[i] = Math.max(seen[i]!, (v as GameDetail).moveNumber)) },
        ),
      );
      const allSeen = async (move: number) => {
        while (seen.some((m) => m < move)) await new Promise((r) => setTimeout(r, 1));
      };
      let view = await clients[0]!.game.view.query({ gameId });
      await allSeen(0); // every stream has its first view before the counted moves
      const from = servingCpuMs();
      while (played < count && view.status === 'playing') {
        const mover = clients[view.toMove!]!;
        const own = await mover.game.view.query({ gameId });
        const action = greedyAction(own, gameId);
        if (!action) break;
        const result = await mover.game.submit.mutate({
          gameId,
          expectedMove: own.moveNumber,
          action,
        });
        view = result.view;
        played++;
        // Wait until the watchers have this move: their events count with it.
        await allSeen(view.moveNumber);
      }
      cpu += servingCpuMs() - from;
      for (const stream of streams) stream.unsubscribe();
    }
    return cpu / played;
  }

  /** CPU per `game.view` of a running game, read again and again by one player. */
  async function views(count: number): Promise<number> {
    const { gameId } = await clients[0]!.lobby.challenge.mutate({
      username: usernames[1]!,
      timeControl: { kind: 'realtime', minutes: 10 },
    });
    await clients[1]!.lobby.respond.mutate({ gameId, accept: true });
    const from = servingCpuMs();
    for (let i = 0; i < count; i++) await clients[0]!.game.view.query({ gameId });
    return (servingCpuMs() - from) / count;
  }

  await play(40, 0); // warm-up: JIT, the word graph
  const alone = await play(movesPerPhase, 0);
  const watched = await play(movesPerPhase, watcherCount);
  const view = await views(movesPerPhase * 2);
  console.log(
    JSON.stringify({
      moves: movesPerPhase,
      watchers: watcherCount,
      cpuMsPerSubmitAndView: Math.round(alone * 100) / 100,
      cpuMsPerView: Math.round(view * 100) / 100,
      cpuMsPerSubmit: Math.round((alone - view) * 100) / 100,
      cpuMsPerLiveEvent: Math.round(((watched - alone) / watcherCount) * 100) / 100,
    }),
  );
} finally {
  await platform.stop();
}
