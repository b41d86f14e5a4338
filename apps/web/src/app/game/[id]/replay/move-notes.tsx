'use client';

import { useMutation } from '@tanstack/react-query';
import type { RouterOutputs } from '@wordrise/api';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTRPC } from '~/trpc/react';

type Note = RouterOutputs['replay']['get']['notes'][number];

/** The longest note the server takes (NOTE_MAX_LENGTH in @wordrise/games). */
const MAX_LENGTH = 500;

export interface MoveNotesProps {
  gameId: string;
  /** The move shown (null at the start: nothing to note). */
  moveNumber: number | null;
  notes: readonly Note[];
  viewerId: string | null;
  /** The viewer played in this finished game: they may add notes. */
  canAdd: boolean;
  /** Ask for the replay again after a change. */
  onChanged: () => void;
}

/**
 * The players' notes on the move shown, each with its author's display name (a link to
 * their profile). Notes are plain text rendered as React text nodes (never as HTML); the
 * author edits or deletes theirs. The server checks every rule again; the form only helps.
 */
export function MoveNotes({
  gameId,
  moveNumber,
  notes,
  viewerId,
  canAdd,
  onChanged,
}: MoveNotesProps) {
  const trpc = useTRPC();
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const add = useMutation(
    trpc.replay.addNote.mutationOptions({
      onSuccess: () => {
        setDraft('');
        onChanged();
      },
      // The Add button is disabled while sending and with the field emptied, which drops
      // the keyboard focus to the page: it goes back to the field, for another note or
      // to fix the refused one.
      onSettled: () => field.current?.focus(),
    }),
  );
  if (moveNumber === null) return null;
  const shown = notes.filter((n) => n.moveNumber === moveNumber);
  if (shown.length === 0 && !canAdd) return null;
  return (
    <section className="rounded border border-slate-700 p-2 text-sm" data-testid="move-notes">
      <h2 className="mb-1 font-semibold outline-none" ref={heading} tabIndex={-1}>
        Notes on this move
      </h2>
      {shown.length > 0 && (
        <ul className="flex flex-col gap-2">
          {shown.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              mine={note.authorId === viewerId}
              onChanged={onChanged}
              // The deleted note's buttons go with it: the keyboard goes on to the field
              // for a new note, or to this section's heading.
              onDeleted={() => (field.current ?? heading.current)?.focus()}
            />
          ))}
        </ul>
      )}
      {canAdd && (
        <form
          className="mt-2 flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ gameId, moveNumber, text: draft });
          }}
        >
          <label className="text-slate-400" htmlFor="new-note">
            Add a note to this move
          </label>
          <textarea
            ref={field}
            id="new-note"
            className="rounded bg-slate-800 p-1"
            rows={2}
            maxLength={MAX_LENGTH}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            data-testid="note-input"
          />
          <button
            type="submit"
            className="self-start text-gold underline disabled:opacity-50"
            disabled={add.isPending || draft.trim() === ''}
            data-testid="note-add"
          >
            Add note
          </button>
          {add.error && (
            <span className="text-red-300" role="alert">
              {add.error.message}
            </span>
          )}
        </form>
      )}
    </section>
  );
}

interface NoteItemProps {
  note: Note;
  mine: boolean;
  onChanged: () => void;
  onDeleted: () => void;
}

function NoteItem({ note, mine, onChanged, onDeleted }: NoteItemProps) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState<string | null>(null);
  const editField = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Edit, Save and Cancel replace the button that had the keyboard: it moves to the field
  // when editing starts and back to Edit when it ends, instead of dropping to the page.
  const wasEditing = useRef(false);
  useEffect(() => {
    const isEditing = editing !== null;
    if (isEditing !== wasEditing.current) (isEditing ? editField : editButton).current?.focus();
    wasEditing.current = isEditing;
  }, [editing]);
  const edit = useMutation(
    trpc.replay.editNote.mutationOptions({
      onSuccess: () => {
        setEditing(null);
        onChanged();
      },
      // Save was disabled while sending: back to the text to fix it.
      onError: () => editField.current?.focus(),
    }),
  );
  const remove = useMutation(
    trpc.replay.deleteNote.mutationOptions({
      onSuccess: () => {
        onDeleted();
        onChanged();
      },
      onError: () => deleteButton.current?.focus(),
    }),
  );
  const error = edit.error ?? remove.error;
  return (
    <li data-testid="move-note">
      <Link
        href={`/u/${encodeURIComponent(note.authorUsername)}`}
        className="font-semibold text-gold hover:underline"
        data-testid="move-note-author"
      >
        {note.authorName}
      </Link>
      {editing === null ? (
        <p className="whitespace-pre-wrap break-words" data-testid="move-note-text">
          {note.text}
        </p>
      ) : (
        <textarea
          ref={editField}
          aria-label="Edit the note"
          className="w-full rounded bg-slate-800 p-1"
          rows={2}
          maxLength={MAX_LENGTH}
          value={editing}
          onChange={(e) => setEditing(e.target.value)}
          data-testid="note-edit-input"
        />
      )}
      {mine && (
        <span className="flex gap-3">
          {editing === null ? (
            <>
              <button
                ref={editButton}
                type="button"
                className="text-gold underline"
                onClick={() => setEditing(note.text)}
              >
                Edit
              </button>
              <button
                ref={deleteButton}
                type="button"
                className="text-gold underline disabled:opacity-50"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ noteId: note.id })}
              >
                Delete
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="text-gold underline disabled:opacity-50"
                disabled={edit.isPending || editing.trim() === ''}
                onClick={() => edit.mutate({ noteId: note.id, text: editing })}
              >
                Save
              </button>
              <button
                type="button"
                className="text-gold underline"
                onClick={() => setEditing(null)}
              >
                Cancel
              </button>
            </>
          )}
        </span>
      )}
      {error && (
        <span className="text-red-300" role="alert">
          {error.message}
        </span>
      )}
    </li>
  );
}
