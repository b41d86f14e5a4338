'use client';

import { useState, type FormEvent } from 'react';

/** One chat line as the panel shows it. */
export interface ChatLine {
  id: number;
  authorId: string;
  authorName: string;
  /** Shown as text (React escapes it), never as HTML. */
  text: string;
  createdAt: Date;
}

export interface ChatPanelProps {
  /** The room's name ("Players", "Spectators", "Lobby chat"): also the section's label. */
  title: string;
  lines: readonly ChatLine[];
  /** The viewer's user id: their own lines get no mute or report button. */
  meId: string;
  /** Authors the viewer muted: their lines are not shown. */
  muted: ReadonlySet<string>;
  /** Null: the viewer may only read (the sentence says why, when given). */
  onSend: ((text: string) => Promise<unknown>) | null;
  readOnlyNote?: string;
  maxLength: number;
  onMute: (authorId: string) => void;
  onUnmute: (authorId: string) => void;
  onReport: (messageId: number, reason: string) => Promise<unknown>;
  /** The last refusal or failure, as the server said it. */
  error: string | null;
  /**
   * The title's heading level, so the page's outline stays in order: 2 where the room
   * sits among the page's own sections (the lobby), 3 under a "Chat" h2 (the game).
   */
  headingLevel?: 2 | 3;
}

const time = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** A chat room: its lines (newest last), a line to write in, mute and report per line. */
export function ChatPanel({
  title,
  lines,
  meId,
  muted,
  onSend,
  readOnlyNote,
  maxLength,
  onMute,
  onUnmute,
  onReport,
  error,
  headingLevel = 3,
}: ChatPanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [draft, setDraft] = useState('');
  const [reporting, setReporting] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const shown = lines.filter((l) => !muted.has(l.authorId));
  const mutedNames = [
    ...new Map(lines.filter((l) => muted.has(l.authorId)).map((l) => [l.authorId, l.authorName])),
  ];

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSend || draft.trim() === '') return;
    try {
      await onSend(draft);
      setDraft('');
    } catch {
      // The error line shows the server's sentence; the draft stays to try again.
    }
  };
  const report = async (event: FormEvent, id: number) => {
    event.preventDefault();
    try {
      await onReport(id, reason);
      setReported(new Set([...reported, id]));
      setReporting(null);
      setReason('');
    } catch {
      // Shown in the error line.
    }
  };

  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-md bg-slate-900 p-3">
      <Heading className="text-sm font-bold text-slate-200">{title}</Heading>
      <ol
        aria-label={`${title} messages`}
        aria-live="polite"
        // Positioned, as every scrolling box: any absolute text in it stays inside it.
        className="relative flex max-h-60 flex-col gap-1 overflow-y-auto text-sm"
      >
        {shown.length === 0 && <li className="text-slate-400">No messages yet.</li>}
        {shown.map((line) => (
          <li key={line.id} data-testid="chat-line" className="group flex flex-col">
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xs text-slate-400">{time(line.createdAt)}</span>
              <span className="font-semibold text-slate-200">{line.authorName}</span>
              <span className="min-w-0 break-words whitespace-pre-wrap text-slate-100">
                {line.text}
              </span>
              {line.authorId !== meId && (
                <span className="ml-auto flex gap-2 text-xs">
                  <button
                    type="button"
                    className="text-slate-400 underline hover:text-white"
                    aria-label={`Mute ${line.authorName}`}
                    onClick={() => onMute(line.authorId)}
                  >
                    Mute
                  </button>
                  {reported.has(line.id) ? (
                    <span className="text-slate-400">Reported</span>
                  ) : (
                    <button
                      type="button"
                      className="text-slate-400 underline hover:text-white"
                      aria-label={`Report this message from ${line.authorName}`}
                      onClick={() => setReporting(reporting === line.id ? null : line.id)}
                    >
                      Report
                    </button>
                  )}
                </span>
              )}
            </div>
            {reporting === line.id && (
              <form onSubmit={(e) => void report(e, line.id)} className="mt-1 flex gap-2">
                <input
                  aria-label="Why do you report it?"
                  placeholder="Why do you report it?"
                  value={reason}
                  maxLength={500}
                  onChange={(e) => setReason(e.target.value)}
                  className="min-w-0 flex-1 rounded bg-slate-800 px-2 py-1 text-slate-100"
                />
                <button type="submit" className="rounded bg-slate-700 px-2 py-1 text-xs font-bold">
                  Send report
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
      {mutedNames.length > 0 && (
        <p className="flex flex-wrap gap-2 text-xs text-slate-400">
          Muted:
          {mutedNames.map(([id, name]) => (
            <button
              key={id}
              type="button"
              className="underline hover:text-white"
              aria-label={`Unmute ${name}`}
              onClick={() => onUnmute(id)}
            >
              {name}
            </button>
          ))}
        </p>
      )}
      {onSend ? (
        <form onSubmit={(e) => void send(e)} className="flex gap-2">
          <input
            aria-label={`Message to ${title}`}
            placeholder="Say something…"
            value={draft}
            maxLength={maxLength}
            onChange={(e) => setDraft(e.target.value)}
            className="min-w-0 flex-1 rounded bg-slate-800 px-2 py-1.5 text-sm text-slate-100"
          />
          <button
            type="submit"
            className="rounded bg-gold px-3 py-1.5 text-sm font-bold text-tile-ink"
          >
            Send
          </button>
        </form>
      ) : (
        readOnlyNote && <p className="text-xs text-slate-400">{readOnlyNote}</p>
      )}
      {error && (
        <p role="alert" className="text-xs text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
