'use client';

import { useEffect, useState } from 'react';
import { GAME_TITLE, gameTitle } from './turn-title';

/**
 * Telling a player whose tab is in the background that it is their turn: the tab's
 * title always ("● Your turn — WordRise": the page's metadata has it from the start, this keeps it
 * up to date as turns change); a short chime if they switch it on; and,
 * in correspondence games, a browser notification if they allow it. The choices are
 * kept in this browser.
 */

const SOUND_KEY = 'wordrise:turn-sound';

function readSound(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** A 0.15 s two-note chime, made on the spot (no audio file to fetch). */
function chime(): void {
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  [660, 880].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.value = 0.08;
    tone.connect(gain).connect(audio.destination);
    const at = audio.currentTime + i * 0.08;
    tone.start(at);
    tone.stop(at + 0.07);
  });
  window.setTimeout(() => void audio.close(), 500);
}

export function useTurnSignal(input: {
  yourTurn: boolean;
  moveNumber: number;
  correspondence: boolean;
  notifyText: string;
}) {
  const { yourTurn, moveNumber, correspondence, notifyText } = input;
  const [sound, setSound] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(
    'unsupported',
  );
  useEffect(() => {
    setSound(readSound());
    setPermission('Notification' in window ? Notification.permission : 'unsupported');
  }, []);

  useEffect(() => {
    document.title = gameTitle(yourTurn);
    return () => {
      document.title = GAME_TITLE;
    };
  }, [yourTurn]);

  // Sound and notification only when the turn arrives while the page is not looked at.
  useEffect(() => {
    if (!yourTurn || document.visibilityState === 'visible') return;
    if (sound) chime();
    if (correspondence && permission === 'granted')
      new Notification('WordRise', { body: notifyText, tag: 'wordrise-turn' });
  }, [yourTurn, moveNumber, sound, correspondence, permission, notifyText]);

  return {
    sound,
    setSound: (on: boolean) => {
      setSound(on);
      try {
        window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
      } catch {
        // not kept: the choice lasts for this page
      }
    },
    permission,
    askPermission: async () => setPermission(await Notification.requestPermission()),
  };
}

export function TurnSignalControls({
  signal,
  correspondence,
}: {
  signal: ReturnType<typeof useTurnSignal>;
  correspondence: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-slate-400">
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          checked={signal.sound}
          onChange={(e) => signal.setSound(e.target.checked)}
        />
        Sound when it is my turn
      </label>
      {correspondence && signal.permission === 'default' && (
        <button
          type="button"
          className="underline underline-offset-2 hover:text-slate-200"
          onClick={() => void signal.askPermission()}
        >
          Notify me when it is my turn
        </button>
      )}
      {correspondence && signal.permission === 'granted' && (
        <span>Notifications on for your turns</span>
      )}
    </div>
  );
}
