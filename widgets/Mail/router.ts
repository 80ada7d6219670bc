import { createBrowserHistory, createRouter, matchRoutes, type Router } from '@remix-run/router';
import { useMemo, useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { Tab } from './types.ts';

/** The island's routes: the same paths the server renders, so every deep link also works as a full page load. */
const routes = [
  { id: 'list', path: '/Mail' },
  { id: 'conversation', path: '/Mail/:conversationId' },
];

export type MailRoute = { conversationId: number | null; tab: Tab; q: string; page: number; before: number | null };
type Place = { pathname: string; search: string };

let router: Router | null = null;
/** One browser router per page, made on first use in the browser (never on the server). */
function mailRouter(): Router {
  router ??= createRouter({ routes, history: createBrowserHistory() }).initialize();
  return router;
}

const digits = (value: string | null | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : null);

/** What a location shows: the conversation (a digits-only id) and the list's tab, search and page. */
export function routeOf({ pathname, search }: Place): MailRoute {
  const match = matchRoutes(routes, pathname)?.find((m) => m.route.id === 'conversation');
  const query = new URLSearchParams(search);
  return {
    conversationId: digits(match?.params.conversationId),
    tab: query.get('tab') === 'Requests' ? 'Requests' : 'Inbox',
    q: (query.get('q') ?? '').trim(),
    page: digits(query.get('page')) ?? 1,
    before: digits(query.get('before')),
  };
}

const subscribe = (onChange: () => void) => mailRouter().subscribe(() => onChange());

/**
 * The current route, from the router's state through useSyncExternalStore. On the server, and while the browser
 * hydrates, it is the path the server rendered.
 */
export function useMailRoute(renderedPath: string): MailRoute {
  const [rendered] = useState<Place>(() => {
    const url = new URL(renderedPath, 'http://server.invalid');
    return { pathname: url.pathname, search: url.search };
  });
  const location = useSyncExternalStore(subscribe, () => mailRouter().state.location, () => rendered);
  return useMemo(() => routeOf(location), [location]);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  void mailRouter().navigate(to, options);
}

/** Back to the list: the browser's own back when the list is the entry before this one, else a new entry. */
export function goBack(to: string): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void mailRouter().navigate(-1);
  else navigate(to);
}

/** A link's click as an in-island navigation (a plain click only: a new tab or window stays the browser's). */
export function followLink(event: MouseEvent<HTMLAnchorElement>, after?: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const url = new URL(event.currentTarget.href);
  navigate(url.pathname + url.search);
  after?.();
}
