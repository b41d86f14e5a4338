'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { GameDetail, HistoryEntry } from './game-types';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AnnouncementsContext } from './announcements';
import { useTRPC } from '~/trpc/react';
import { GameTable, type LiveState } from './game-table';
import { focusDropped, focusStatusLine } from './kept-focus';
import { coverLines } from './cover-lines';
import { PassCover } from './pass-cover';
import type { TableRules } from './table-rules';
import type { GameTournament } from '@wordrise/ui';
import { WaitingRoom } from './waiting-room';

export interface GameClientProps {
  gameId: string;
  initialView: GameDetail;
  initialHistory: HistoryEntry[];
  rules: TableRules;
  rulesetName: string;
  /** A tournament game: never aborted; leaving or resigning before moving is a forfeit. */
  tournament: GameTournament | null;
  me: { id: string; username: string } | null;
}

export function GameClient({
  gameId,
  initialView,
  initialHistory,
  rules,
  rulesetName,
  tournament,
  me,
}: GameClientProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewKey = trpc.game.view.queryKey({ gameId });
  const historyKey = trpc.game.history.queryKey({ gameId });

  const viewQuery = useQuery(trpc.game.view.queryOptions({ gameId }, { initialData: initialView }));
  const historyQuery = useQuery(
    trpc.game.history.queryOptions({ gameId }, { initialData: initialHistory }),
  );
  const view = viewQuery.data;
  const history = historyQuery.data;

  // (The Oracle needs nothing here: its query is keyed by the move on the board.)
  const refreshAfterMove = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: historyKey });
  }, [queryClient, historyKey]);

  /** Takes a newer view of the game (never an older one that arrived late). */
  const acceptView = useCallback(
    (next: GameDetail) => {
      const prev = queryClient.getQueryData<GameDetail>(viewKey);
      if (prev && next.revision < prev.revision) return;
      queryClient.setQueryData(viewKey, next);
      if (!prev || prev.moveNumber !== next.moveNumber || prev.status !== next.status) {
        refreshAfterMove();
      }
    },
    [queryClient, viewKey, refreshAfterMove],
  );

  // Live: the server pushes this viewer's fresh view after every change to the game.
  const [wasLive, setWasLive] = useState(false);
  const live = useSubscription(
    trpc.game.live.subscriptionOptions(
      { gameId },
      { onData: acceptView, onStarted: () => setWasLive(true) },
    ),
  );
  const liveState: LiveState =
    live.status === 'error'
      ? 'stopped'
      : live.status === 'connecting' && wasLive
        ? 'reconnecting'
        : 'ok';

  // Pass and play: the seat whose player said "it's me", and the move they said it for. A
  // reload forgets it, so the cover shows again (the safe side: the rack stays hidden until
  // asked for again). Any other move covers the table again, even one that leaves the same
  // seat to move (made from another tab): the reveal's own accept is the one move it
  // outlives, and the cover reports the move that followed it.
  const [revealedAt, setRevealedAt] = useState<{ seat: number; moveNumber: number } | null>(null);
  // The reveal button goes with the cover: focus goes on to the table's status line ("Ben’s
  // turn. Bag: 80"), not to the page.
  const [revealPressed, setRevealPressed] = useState(false);
  // The mover's rack is in no view of the table: it is asked for once its player says it is
  // them, for the move shown (a new move asks again).
  const atOneDevice = view.passAndPlay && view.status === 'playing' && view.toMove !== null;
  const revealed =
    atOneDevice && revealedAt?.seat === view.toMove && revealedAt.moveNumber === view.moveNumber;
  const rackQuery = useQuery(
    trpc.passAndPlay.rack.queryOptions(
      { gameId, moveNumber: view.moveNumber },
      { enabled: revealed, staleTime: Infinity, gcTime: 0, retry: false },
    ),
  );
  // CONFLICT: the game moved on before the page heard of it; read it again (a new key follows).
  const rackError = rackQuery.error;
  useEffect(() => {
    if (rackError?.data?.code === 'CONFLICT')
      void queryClient.invalidateQueries({ queryKey: viewKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal, not per render
  }, [rackError]);
  const deviceRack =
    revealed && rackQuery.data?.moveNumber === view.moveNumber ? rackQuery.data : undefined;
  // At one device, the table holds the rack its player asked for (one object per view and rack).
  const shown = useMemo(
    () =>
      deviceRack && view.game ? { ...view, game: { ...view.game, rack: deviceRack.rack } } : view,
    [view, deviceRack],
  );
  useEffect(() => {
    if (!revealPressed || !deviceRack) return;
    setRevealPressed(false);
    focusStatusLine();
  }, [revealPressed, deviceRack]);

  // A game that starts while its waiting room is open is announced as it starts, and
  // focus (on the page once the room's buttons are gone) goes to the table's status line.
  const waiting = view.status === 'open' || view.status === 'cancelled' || !view.game;
  const [sawWaiting, setSawWaiting] = useState(waiting);
  if (waiting && !sawWaiting) setSawWaiting(true);
  const startedHere = sawWaiting && !waiting;
  // And one aborted while its table was open here (not one opened after it was aborted).
  const [sawTable, setSawTable] = useState(!waiting);
  if (!waiting && !sawTable) setSawTable(true);
  useEffect(() => {
    if (!startedHere || !focusDropped()) return;
    focusStatusLine();
  }, [startedHere]);

  if (view.status === 'open' || view.status === 'cancelled' || !view.game) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-8">
        <WaitingRoom view={view} me={me} rulesetName={rulesetName} abortedHere={sawTable} />
      </main>
    );
  }
  const onStale = () => {
    void queryClient.invalidateQueries({ queryKey: viewKey });
    refreshAfterMove();
  };
  const seat = view.toMove;
  const mover = seat === null ? undefined : view.players[seat];
  if (atOneDevice && seat !== null && mover && !deviceRack) {
    // Once the cover shows, the device is being passed: nobody's rack stays revealed. (A
    // failed challenge from the cover can hand the turn straight back to the seat that
    // revealed last, whose rack must not then open in front of the whole table.)
    if (!revealed && revealedAt !== null) setRevealedAt(null);
    return (
      <PassCover
        gameId={gameId}
        view={view}
        name={mover.name}
        lines={coverLines(view, history, rules.spelling)}
        revealing={revealed && !rackQuery.isError}
        revealFailed={revealed && rackQuery.isError ? rackQuery.error.message : null}
        onView={acceptView}
        onStale={onStale}
        onReveal={(moveNumber) => {
          if (revealed) void rackQuery.refetch();
          setRevealedAt({ seat, moveNumber });
          setRevealPressed(true);
        }}
      />
    );
  }
  return (
    <AnnouncementsContext value={{ view: shown, startedHere }}>
      <GameTable
        gameId={gameId}
        view={shown}
        game={shown.game ?? view.game}
        history={history}
        receivedAt={viewQuery.dataUpdatedAt}
        rules={rules}
        signedIn={me !== null}
        tournament={tournament}
        liveState={liveState}
        onView={acceptView}
        onStale={onStale}
      />
    </AnnouncementsContext>
  );
}
