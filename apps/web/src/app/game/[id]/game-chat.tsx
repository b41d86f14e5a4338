'use client';

import { ChatRoom } from '~/components/chat-room';

/**
 * A game's chat: the players' table and the spectators' benches, each shown to
 * whoever may read it (the server decides: players never see the spectators of a
 * rated game before it is over). Keyed on the game's end, when access widens.
 */
export function GameChat({
  gameId,
  over,
  signedIn,
}: {
  gameId: string;
  over: boolean;
  signedIn: boolean;
}) {
  if (!signedIn) return <p className="text-xs text-slate-400">Sign in to chat.</p>;
  const phase = over ? 'over' : 'running';
  return (
    <div className="flex flex-col gap-2" data-testid="game-chat">
      {/* The page's outline: its h1, then the chat rooms (h3) under this. */}
      <h2 className="sr-only">Chat</h2>
      <ChatRoom
        key={`players-${phase}`}
        room={{ channel: 'players', gameId }}
        title="Players' chat"
      />
      <ChatRoom
        key={`spectators-${phase}`}
        room={{ channel: 'spectators', gameId }}
        title="Spectators' chat"
        readOnlyNote="Players read the spectators' chat but do not write in it."
      />
    </div>
  );
}
