import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, apiPost, errorMessage } from '../lib/api.ts';
import { onRealtime } from '../lib/realtime.ts';
import type { Message, OpenConversation } from './types.ts';

/** A message on its way: shown at once, replaced by the server's message. */
export type Pending = { key: number; body: string; createdAt: string; previews: string[] };

type State = {
  meta: OpenConversation['conversation'] | null;
  messages: Message[];
  pending: Pending[];
  error: string | null;
  loadingOlder: boolean;
  /** Who is typing and until when "… is typing" shows (ms since the epoch; 0: nobody). */
  typing: { profileId: number; until: number };
};

const typingShowsMs = 4_000;
let nextKey = 1;

/** Adds or replaces messages by id, oldest first. */
function merge(messages: Message[], more: Message[]): Message[] {
  const byId = new Map(messages.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * One open conversation: its messages (paging back with `loadOlder`), sending with an optimistic message, and
 * the realtime events for it: a new message is added (once) and marked read, `typing` shows for 4 s, `read`
 * moves "Seen", `resync` fetches it again.
 */
export function useConversation(id: number, initial: OpenConversation | null, me: number, generic: string) {
  const [state, setState] = useState<State>(() => ({
    meta: initial?.conversation ?? null,
    messages: initial?.messages ?? [],
    pending: [],
    error: null,
    loadingOlder: false,
    typing: { profileId: 0, until: 0 },
  }));
  const latest = useRef(state);
  latest.current = state;

  const load = useCallback(async () => {
    try {
      const page = await apiGet<OpenConversation>('Mail/Conversation', { conversationId: id });
      setState((s) => ({ ...s, meta: page.conversation, messages: page.messages, error: null }));
    } catch (err) {
      setState((s) => ({ ...s, error: errorMessage(err, generic) }));
    }
  }, [id, generic]);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  const loadOlder = useCallback(async () => {
    const { meta, loadingOlder } = latest.current;
    if (!meta?.olderBefore || loadingOlder) return;
    setState((s) => ({ ...s, loadingOlder: true }));
    try {
      const page = await apiGet<OpenConversation>('Mail/Conversation', { conversationId: id, before: meta.olderBefore });
      setState((s) => ({ ...s, loadingOlder: false, messages: merge(s.messages, page.messages), meta: s.meta && { ...s.meta, olderBefore: page.conversation.olderBefore } }));
    } catch (err) {
      setState((s) => ({ ...s, loadingOlder: false, error: errorMessage(err, generic) }));
    }
  }, [id, generic]);

  /** Marks read up to the newest message from the other side, once this tab is in view. */
  const markRead = useCallback((messageId: number) => {
    const send = () => void apiPost('Mail/MarkAsRead', { conversationId: id, messageId }).catch(() => undefined);
    if (document.visibilityState === 'visible') return send();
    const later = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', later);
      send();
    };
    document.addEventListener('visibilitychange', later);
  }, [id]);

  useEffect(() => {
    const mine = (data: Record<string, unknown>) => data.conversationId === id;
    const stops = [
      onRealtime('message', (data) => {
        const message = data.message as Message | undefined;
        if (!mine(data) || !message) return;
        setState((s) => {
          // Our own message from this tab arriving before the answer to SendMessage: it replaces the pending one.
          const echo = message.senderId === me && !s.messages.some((m) => m.id === message.id) ? s.pending.find((p) => p.body === message.body) : undefined;
          return {
            ...s,
            messages: merge(s.messages, [message]),
            pending: echo ? s.pending.filter((p) => p !== echo) : s.pending,
            typing: message.senderId === s.typing.profileId ? { profileId: 0, until: 0 } : s.typing,
          };
        });
        if (message.senderId !== me) markRead(message.id);
      }),
      onRealtime('typing', (data) => {
        if (mine(data) && data.profileId !== me) setState((s) => ({ ...s, typing: { profileId: Number(data.profileId), until: Date.now() + typingShowsMs } }));
      }),
      onRealtime('read', (data) => {
        const messageId = Number(data.messageId);
        if (mine(data) && data.profileId !== me) setState((s) => (s.meta && messageId > s.meta.seenUpTo ? { ...s, meta: { ...s.meta, seenUpTo: messageId } } : s));
      }),
      onRealtime('resync', () => void load()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [id, me, load, markRead]);

  // "… is typing" goes after 4 s without another typing event.
  const { until } = state.typing;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setState((s) => (s.typing.until === until ? { ...s, typing: { profileId: 0, until: 0 } } : s)), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);

  /**
   * Sends a message: shown at once as pending, then the server's message takes its place. Gives back the
   * server's error text (in the member's language) when it was refused, and the pending message is removed.
   */
  const send = useCallback(async (body: string, { previews, explicit, upload }: { previews: string[]; explicit: boolean; upload: () => Promise<number[]> }): Promise<string | null> => {
    const meta = latest.current.meta;
    if (!meta) return generic;
    const pending: Pending = { key: nextKey++, body, createdAt: new Date().toISOString(), previews };
    setState((s) => ({ ...s, pending: [...s.pending, pending] }));
    const drop = () => setState((s) => ({ ...s, pending: s.pending.filter((p) => p.key !== pending.key) }));
    try {
      const ids = await upload();
      const sent = await apiPost<{ message: Message }>('Mail/Reply', { conversationId: id, body, ...(ids.length ? { attachmentIds: ids, explicit } : {}) });
      // The server's message takes the pending one's place (the realtime echo may have done so already).
      setState((s) => ({ ...s, pending: s.pending.filter((p) => p.key !== pending.key), messages: merge(s.messages, [sent.message]) }));
      // The moment to offer push (widgets/site/push-prompt.ts): the member has just written to someone.
      document.dispatchEvent(new CustomEvent('nordlys:message-sent'));
      return null;
    } catch (err) {
      drop();
      return errorMessage(err, generic);
    }
  }, [id, me, generic]);

  /** Mute or unmute (Mail/Mute): shown at once, put back if refused. */
  const setMuted = useCallback(async (muted: boolean) => {
    const flip = (value: boolean) => setState((s) => (s.meta ? { ...s, meta: { ...s.meta, muted: value } } : s));
    flip(muted);
    try {
      await apiPost('Mail/Mute', { conversationId: id, muted });
    } catch (err) {
      flip(!muted);
      setState((s) => ({ ...s, error: errorMessage(err, generic) }));
    }
  }, [id, generic]);

  return { state, load, loadOlder, send, setMuted, typingId: state.typing.until ? state.typing.profileId : null };
}
