'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTRPC } from '~/trpc/react';

/** The record, pasted or read from a file in the browser, sent once to be checked and stored. */
export function ImportForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const [record, setRecord] = useState('');
  const submit = useMutation(
    trpc.replay.importRecord.mutationOptions({
      onSuccess: ({ id }) => router.push(`/replay/imported/${id}`),
    }),
  );
  return (
    <form
      aria-label="Import a record"
      className="flex flex-col gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        submit.mutate({ record });
      }}
    >
      <label htmlFor="record-text">Game record</label>
      <textarea
        id="record-text"
        className="min-h-64 rounded bg-slate-800 p-2 font-mono"
        value={record}
        onChange={(e) => setRecord(e.target.value)}
        spellCheck={false}
      />
      <label htmlFor="record-file">Or upload a record file</label>
      <input
        id="record-file"
        type="file"
        accept=".txt,.wrr,text/plain"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void file.text().then(setRecord);
        }}
      />
      <button
        type="submit"
        className="self-start rounded bg-gold px-3 py-1 font-semibold text-slate-900 disabled:opacity-50"
        disabled={submit.isPending || record.trim() === ''}
      >
        Open in the viewer
      </button>
      {submit.error && (
        <p className="text-red-300" role="alert" data-testid="import-error">
          {submit.error.message}
        </p>
      )}
    </form>
  );
}
