'use client';

import { useState } from 'react';
import type { GameDetail } from './game-types';

type Seat = GameDetail['players'][number];

/** "Bob joined", "Cat declined", "Bob left": what changed in the room's list of players. */
export function joinNews(before: readonly Seat[], after: readonly Seat[]): string[] {
  const was = new Map(before.map((p) => [p.seat, p]));
  const news = after.flatMap((p) => {
    const old = was.get(p.seat);
    if (p.joinStatus === old?.joinStatus && p.name === old.name) return [];
    if (p.joinStatus === 'joined') return [`${p.name} joined`];
    if (p.joinStatus === 'declined') return [`${p.name} declined`];
    return [];
  });
  const now = new Set(after.map((p) => p.seat));
  const gone = before.filter((p) => p.joinStatus === 'joined' && !now.has(p.seat));
  return [...news, ...gone.map((p) => `${p.name} left`)];
}

/** The latest change to the waiting room's players, for its polite status line. */
export function useJoinNews(players: readonly Seat[]): string {
  const [seen, setSeen] = useState({ players, text: '' });
  if (seen.players !== players) {
    const news = joinNews(seen.players, players);
    setSeen({ players, text: news.length > 0 ? `${news.join('. ')}.` : seen.text });
  }
  return seen.text;
}
