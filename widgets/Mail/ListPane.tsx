import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiGet, errorMessage } from '../lib/api.ts';
import { followLink, navigate, type MailRoute } from './router.ts';
import { ago, fill, messageTime } from './text.ts';
import { Avatar, RequestActions, useHydrated, type RequestVerb } from './parts.tsx';
import { useWhenVisible } from './when-visible.ts';
import type { useConversationList } from './use-list.ts';
import type { ConversationItem, MailLabels, MailProps, SearchPage } from './types.ts';

type Props = {
  route: MailRoute;
  list: ReturnType<typeof useConversationList>['list'];
  loadMore: () => void;
  openId: number | null;
  props: MailProps;
  onAction: (verb: RequestVerb, id: number) => void;
};

/** Re-renders every minute, so "5 minutes ago" stays true while the page is open. */
function useMinuteTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/** The list side: search, the Inbox / Requests tabs with counts, the conversations as an infinite list. */
export default function ListPane({ route, list, loadMore, openId, props, onAction }: Props) {
  const { labels, locale, pageSize, csrf } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLAnchorElement>(null);
  const id = useId();
  useMinuteTick();
  useWhenVisible(more, scroller, loadMore, list.hasMore && !list.loading && !list.error, list.items.length);
  const page = Math.floor((list.first + list.items.length) / pageSize) + 1;
  const pageHref = (n: number) => `/Mail?${list.tab === 'Requests' ? 'tab=Requests&' : ''}page=${n}`;
  const tabLink = (tab: 'Inbox' | 'Requests', text: string) => (
    <a href={tab === 'Requests' ? '/Mail?tab=Requests' : '/Mail'} aria-current={list.tab === tab && !route.q ? 'page' : undefined} onClick={followLink}>{text}</a>
  );

  return (
    <>
      <div className="mail-list-head">
        <h1 id={`${id}-title`}>{labels.title}</h1>
        <SearchForm q={route.q} labels={labels} />
        <nav className="profile-tabs" aria-label={labels.tabsLabel}>
          {tabLink('Inbox', fill(labels.tabInbox, { count: list.counts.inbox }))}
          {tabLink('Requests', fill(labels.tabRequests, { count: list.counts.requests }))}
        </nav>
      </div>
      <div className="mail-scroll" ref={scroller}>
        {route.q && <SearchResults q={route.q} initial={props.search} labels={labels} locale={locale} />}
        {list.error && <p className="alert warning" role="alert">{list.error}</p>}
        {!list.items.length && !list.loading && !list.error && <p className="empty-state">{list.tab === 'Requests' ? labels.emptyRequests : labels.empty}</p>}
        {list.items.length > 0 && (
          <ol className="mail-rows" aria-labelledby={`${id}-title`}>
            {list.items.map((c) => (
              <li key={c.id} className={`mail-row${c.unread ? ' unread' : ''}${c.id === openId ? ' current' : ''}`}>
                <a className="mail-row-link" href={`/Mail/${c.id}`} aria-current={c.id === openId ? 'page' : undefined} onClick={followLink}>
                  <Avatar name={c.title} person={c.other} />
                  <span className="mail-row-text">
                    <span className="mail-row-top">
                      <strong id={`${id}-${c.id}`}>{c.title}</strong>
                      {c.unread && <span className="badge badge-brand">{labels.unread}</span>}
                      {c.muted && <span className="badge">{labels.muted}</span>}
                      <time className="muted" dateTime={c.lastMessageAt} suppressHydrationWarning>{ago(c.lastMessageAt, locale)}</time>
                    </span>
                    <span className="mail-row-preview">{previewOf(c, labels)}</span>
                  </span>
                </a>
                {c.state === 'Request' && <RequestActions id={c.id} csrf={csrf} labels={labels} describedBy={`${id}-${c.id}`} onAction={onAction} />}
              </li>
            ))}
          </ol>
        )}
        {(list.first > 0 || list.hasMore) && (
          <nav className="pager mail-more" aria-label={labels.pages}>
            {list.first > 0 && <a rel="prev" className="button secondary" href={pageHref(Math.max(1, Math.floor(list.first / pageSize)))}>{labels.previous}</a>}
            {list.hasMore && (
              <a ref={more} rel="next" className="button secondary" href={pageHref(page)} aria-busy={list.loading} onClick={(e) => (e.preventDefault(), loadMore())}>
                {list.loading ? labels.loading : labels.more}
              </a>
            )}
          </nav>
        )}
        <Settings settings={props.settings} csrf={csrf} />
      </div>
    </>
  );
}

/** The mail settings under the list: a plain form that saves with a full page load (POST /Mail/WhoMayWrite). */
function Settings({ settings, csrf }: { settings: MailProps['settings']; csrf: string }) {
  const id = useId();
  const { labels } = settings;
  return (
    <details className="mail-settings">
      <summary>{labels.title}</summary>
      <form method="post" action="/Mail/WhoMayWrite" className="stack">
        <input type="hidden" name="_csrf" value={csrf} />
        <label htmlFor={`${id}-who`}>{labels.whoMayWrite}</label>
        <select id={`${id}-who`} name="whoMayWrite" defaultValue={settings.whoMayWrite}>
          {settings.choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
        <label className="check">
          <input type="checkbox" name="refuseExplicitFromStrangers" defaultChecked={settings.refuseExplicitFromStrangers} /> <span>{labels.refuseExplicit}</span>
        </label>
        <div className="form-actions"><button type="submit" className="button secondary">{labels.save}</button></div>
      </form>
    </details>
  );
}

/** What the list says of the last message: none for a request, its pictures when it has no text. */
function previewOf(c: ConversationItem, labels: MailLabels): string {
  if (c.preview === null) return labels.requestPreview;
  return c.preview || (c.previewPictures ? fill(labels.pictures, { count: c.previewPictures }) : '');
}

/** Mail/Search as a GET form (it works without JavaScript); with it, the search is a route: /Mail?q=… */
function SearchForm({ q, labels }: { q: string; labels: MailLabels }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(text ? `/Mail?q=${encodeURIComponent(text)}` : '/Mail');
  };
  return (
    <form method="get" action="/Mail" className="mail-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">{labels.searchLabel}</label>
      <input id={id} key={q} name="q" type="search" defaultValue={q} maxLength={200} placeholder={labels.searchLabel} />
      <button type="submit" className="button secondary">{labels.searchSubmit}</button>
    </form>
  );
}

/** The messages that match, newest first, each a link to its conversation; more with a button. */
function SearchResults({ q, initial, labels, locale }: { q: string; initial: MailProps['search']; labels: MailLabels; locale: string }) {
  const [found, setFound] = useState<(SearchPage & { q: string; loading: boolean; error: string | null }) | null>(() => (initial?.q === q ? { ...initial, loading: false, error: null } : null));
  const current = found?.q === q ? found : null;

  const fetchPage = async (skip: number) => {
    setFound((f) => ({ q, messages: skip && f?.q === q ? f.messages : [], hasMore: false, loading: true, error: null }));
    try {
      const page = await apiGet<SearchPage>('Mail/Search', { q, skip });
      setFound((f) => (f?.q === q ? { q, messages: [...f.messages, ...page.messages], hasMore: page.hasMore, loading: false, error: null } : f));
    } catch (err) {
      setFound((f) => (f?.q === q ? { ...f, loading: false, error: errorMessage(err, labels.generic) } : f));
    }
  };
  useEffect(() => {
    if (!current) void fetchPage(0);
  }, [q]);

  const id = useId();
  const hydrated = useHydrated();
  return (
    <section className="mail-found" aria-labelledby={id}>
      <h2 id={id}>{fill(labels.searchResults, { q })}</h2>
      <p><a className="tap-link" href="/Mail" onClick={followLink}>{labels.searchClear}</a></p>
      {current?.error && <p className="alert warning" role="alert">{current.error}</p>}
      {current && !current.loading && !current.error && !current.messages.length && <p className="empty-state">{labels.searchNone}</p>}
      {!current?.messages.length && current?.loading && <p className="muted" role="status">{labels.loading}</p>}
      {current && current.messages.length > 0 && (
        <ol className="mail-found-list">
          {current.messages.map((m) => (
            <li key={m.id} className="mail-found-item">
              <a href={`/Mail/${m.conversationId}`} onClick={followLink}>{m.body.slice(0, 200)}</a>{' '}
              <time className="muted" dateTime={m.createdAt} suppressHydrationWarning>{messageTime(m.createdAt, locale)}</time>
            </li>
          ))}
        </ol>
      )}
      {current?.hasMore && hydrated && (
        <button type="button" className="button secondary" disabled={current.loading} onClick={() => void fetchPage(current.messages.length)}>
          {current.loading ? labels.loading : labels.searchMore}
        </button>
      )}
    </section>
  );
}
