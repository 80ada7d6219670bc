import { useCallback, useEffect, useRef, useState } from 'react';
import { apiGet, errorMessage } from '../lib/api.ts';
import { onRealtime } from '../lib/realtime.ts';
import type { ConversationItem, ConversationsPage, Counts, Message, Tab } from './types.ts';

type List = { tab: Tab; items: ConversationItem[]; hasMore: boolean; counts: Counts; loading: boolean; error: string | null; first: number };

type Options = { me: number; pageSize: number; generic: string; openId: number | null };

const withoutDuplicates = (items: ConversationItem[]) => items.filter((c, i) => items.findIndex((d) => d.id === c.id) === i);

/**
 * The conversation list of a tab as an infinite list (spec §4: it resets when its tab changes and ends with a
 * page shorter than the page size), kept current by the realtime events: a new message moves its conversation
 * to the top (unread unless it is open here), a request refreshes the Requests count, resync refetches.
 */
/** `tab` is the route's tab, or null beside an open conversation (the list stays as it is). */
export function useConversationList(initial: ConversationsPage & { tab: Tab; page: number }, tab: Tab | null, options: Options) {
  const { pageSize } = options;
  const [list, setList] = useState<List>(() => ({
    tab: initial.tab,
    items: initial.conversations,
    hasMore: initial.hasMore,
    counts: initial.counts,
    loading: false,
    error: null,
    first: (initial.page - 1) * pageSize,
  }));
  const latest = useRef({ list, options });
  latest.current = { list, options };
  const generation = useRef(0);

  /** A page of the tab; `from` 0 starts the list again (a new tab, a resync, a conversation not in it yet). */
  const load = useCallback(async (forTab: Tab, from: number | null) => {
    const run = ++generation.current;
    const current = latest.current.list;
    const skip = from ?? current.first + current.items.length;
    setList((l) => ({ ...l, loading: true, error: null, ...(from === 0 && l.tab !== forTab ? { tab: forTab, items: [], hasMore: false, first: 0 } : {}) }));
    try {
      const page = await apiGet<ConversationsPage>('Mail/Conversations', { tab: forTab, skip, take: pageSize });
      if (run !== generation.current) return;
      setList((l) => ({
        tab: forTab,
        items: from === 0 ? page.conversations : withoutDuplicates([...l.items, ...page.conversations]),
        hasMore: page.hasMore && page.conversations.length >= pageSize,
        counts: page.counts,
        loading: false,
        error: null,
        first: from === 0 ? 0 : l.first,
      }));
    } catch (err) {
      if (run === generation.current) setList((l) => ({ ...l, loading: false, error: errorMessage(err, latest.current.options.generic) }));
    }
  }, [pageSize]);

  const refresh = useCallback(() => load(latest.current.list.tab, 0), [load]);
  const loadMore = useCallback(() => {
    const l = latest.current.list;
    if (!l.loading && l.hasMore) void load(l.tab, null);
  }, [load]);

  useEffect(() => {
    if (tab && tab !== latest.current.list.tab) void load(tab, 0);
  }, [tab, load]);

  /** The open conversation is read: no unread mark on it. */
  const markRead = useCallback((id: number) => {
    setList((l) => (l.items.some((c) => c.id === id && c.unread) ? { ...l, items: l.items.map((c) => (c.id === id ? { ...c, unread: false } : c)) } : l));
  }, []);

  useEffect(() => {
    const stops = [
      onRealtime('message', (data) => {
        const message = data.message as Message | undefined;
        if (!message) return;
        const { list: l, options: o } = latest.current;
        const found = l.items.find((c) => c.id === message.conversationId);
        if (!found) {
          if (l.tab === 'Inbox') void load('Inbox', 0);
          return;
        }
        const unread = message.senderId !== o.me && message.conversationId !== o.openId;
        const moved = { ...found, preview: found.state === 'Request' ? null : message.body.slice(0, 140), previewPictures: message.attachments?.length ?? 0, lastMessageAt: message.createdAt, unread: found.unread || unread };
        setList((cur) => ({ ...cur, items: [moved, ...cur.items.filter((c) => c.id !== moved.id)] }));
      }),
      onRealtime('request', () => {
        const l = latest.current.list;
        if (l.tab === 'Requests') void load('Requests', 0);
        else void apiGet<ConversationsPage>('Mail/Conversations', { tab: 'Requests', skip: 0, take: 1 }).then((page) => setList((cur) => ({ ...cur, counts: page.counts })), () => undefined);
      }),
      onRealtime('resync', () => void refresh()),
    ];
    return () => stops.forEach((stop) => stop());
  }, [load, refresh]);

  return { list, loadMore, refresh, markRead };
}
