'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { RouterInputs } from '@wordrise/api';
import { ChatPanel, type ChatLine, type ChatPanelProps } from '@wordrise/ui';
import { useMemo, useState } from 'react';
import { useTRPC } from '~/trpc/react';

export type ChatRoomInput = RouterInputs['chat']['live']['room'];

/**
 * One chat room, live: what the viewer may read of it (nothing is shown when they
 * may not), a line to write in when they may, mute and report per message.
 */
export function ChatRoom({
  room,
  title,
  readOnlyNote,
  headingLevel,
}: {
  room: ChatRoomInput;
  title: string;
  readOnlyNote?: string;
  headingLevel?: ChatPanelProps['headingLevel'];
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const access = useQuery(trpc.chat.access.queryOptions({ room }));
  const mutes = useQuery(trpc.chat.mutes.queryOptions());
  const [lines, setLines] = useState<ChatLine[]>([]);

  useSubscription(
    trpc.chat.live.subscriptionOptions(
      { room },
      {
        enabled: access.data?.read === true,
        onData: (item) =>
          setLines((prev) =>
            item.kind === 'messages'
              ? item.messages
              : prev.some((l) => l.id === item.message.id)
                ? prev
                : [...prev, item.message],
          ),
      },
    ),
  );

  const refreshMutes = () =>
    queryClient.invalidateQueries({ queryKey: trpc.chat.mutes.queryKey() });
  const send = useMutation(trpc.chat.send.mutationOptions());
  const mute = useMutation(trpc.chat.mute.mutationOptions({ onSuccess: refreshMutes }));
  // Messages of a muted author were never sent here: read the room again once unmuted.
  const unmute = useMutation(
    trpc.chat.unmute.mutationOptions({
      onSuccess: async () => {
        await refreshMutes();
        setLines(
          await queryClient.fetchQuery(trpc.chat.list.queryOptions({ room }, { staleTime: 0 })),
        );
      },
    }),
  );
  const report = useMutation(trpc.chat.report.mutationOptions());
  const muted = useMemo(() => new Set((mutes.data ?? []).map((m) => m.userId)), [mutes.data]);

  if (!access.data?.read) return null;
  const error = send.error ?? mute.error ?? unmute.error ?? report.error;
  return (
    <ChatPanel
      title={title}
      lines={lines}
      meId={access.data.viewerId}
      muted={muted}
      maxLength={access.data.maxLength}
      onSend={access.data.write ? (text) => send.mutateAsync({ room, text }) : null}
      readOnlyNote={readOnlyNote}
      onMute={(userId) => mute.mutate({ userId })}
      onUnmute={(userId) => unmute.mutate({ userId })}
      onReport={(messageId, reason) => report.mutateAsync({ messageId, reason })}
      error={error?.message ?? null}
      headingLevel={headingLevel}
    />
  );
}
