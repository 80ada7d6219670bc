import { useEffect, useState, type MouseEvent } from 'react';
import { createBrowserHistory, createRouter, type Router } from '@remix-run/router';
import { apiGet } from '../lib/api.ts';

/**
 * A lodge's calendar (issue 33 §4): a month's grid and a day's list, drawn on the server as plain links (the page
 * works without JavaScript) and, once hydrated, moved between with `@remix-run/router` over the same addresses
 * (…/Calendar/yyyy-MM, …/Calendar/yyyy-MM-dd), so every view is a deep link that also loads as a full page.
 * A meetup's own page is a full page load. The data comes from the server (GetCalendarData, GetCalendarDayData).
 */
type Item = { id: number; title: string; time: string; day: string; path: string; placesLabel: string; cancelled: boolean; viewerState: 'Confirmed' | 'Waiting' | null; place: string; full: boolean };
type Data = {
  kind: 'month' | 'day';
  value: string;
  month: string;
  heading: string;
  prev: string | null;
  next: string | null;
  weeks: { day: string | null; number: number; items: Item[] }[][];
  items: Item[];
};
type Labels = Record<'previousMonth' | 'nextMonth' | 'previousDay' | 'nextDay' | 'thisMonth' | 'backToMonth' | 'noMeetups' | 'cancelled' | 'places' | 'signedUp' | 'waiting' | 'full' | 'loading', string> & { weekdays: string[] };
type Props = { lodgeId: number; basePath: string; thisMonth: string; data: Data; labels: Labels };

const monthPattern = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The router over the calendar's addresses; its loaders ask the API for a month's or a day's data. */
function calendarRouter(props: Props): Router {
  const load = (value: string) =>
    monthPattern.test(value)
      ? apiGet<Data>('Lodges/GetCalendarData', { lodgeId: props.lodgeId, month: value })
      : apiGet<Data>('Lodges/GetCalendarDayData', { lodgeId: props.lodgeId, date: value });
  const routes = [
    { id: 'thisMonth', path: props.basePath, loader: () => load(props.thisMonth) },
    { id: 'value', path: `${props.basePath}/:value`, loader: ({ params }: { params: { value?: string } }) => load(params.value ?? props.thisMonth) },
  ];
  const current = window.location.pathname === props.basePath ? 'thisMonth' : 'value';
  return createRouter({ routes, history: createBrowserHistory(), hydrationData: { loaderData: { [current]: props.data } } }).initialize();
}

function Entry({ item, labels }: { item: Item; labels: Labels }) {
  return (
    <li className={`lodge-calendar-item${item.cancelled ? ' cancelled' : ''}`}>
      <a className="tap-link" href={item.path}>
        <span className="lodge-calendar-time">{item.time}</span> <span className="lodge-calendar-title">{item.title}</span>
      </a>
      <span className="lodge-calendar-places" title={labels.places}>
        {item.cancelled ? labels.cancelled : item.placesLabel}
        {item.viewerState === 'Confirmed' ? ` · ${labels.signedUp}` : item.viewerState === 'Waiting' ? ` · ${labels.waiting}` : ''}
      </span>
    </li>
  );
}

export default function LodgeCalendar(props: Props) {
  const { labels, basePath } = props;
  const [data, setData] = useState<Data>(props.data);
  const [router, setRouter] = useState<Router | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const r = calendarRouter(props);
    setRouter(r);
    const stop = r.subscribe((state) => {
      setBusy(state.navigation.state === 'loading');
      const loaded = (state.loaderData.value ?? state.loaderData.thisMonth) as Data | undefined;
      if (state.navigation.state === 'idle' && loaded) setData(loaded);
      // A value the API refuses (or a failed load): the full page answers it (its 404 included).
      if (state.errors) window.location.assign(state.location.pathname);
    });
    return () => {
      stop();
      r.dispose();
    };
    // The router is made once, from the first props (the page's own data).
  }, []);

  /** A link within the calendar moves through the router; any other (a meetup, a modified click) loads as usual. */
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!router || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate(new URL(e.currentTarget.href).pathname);
  };
  const link = (value: string | null, text: string, rel: string) =>
    value ? (
      <a className="button secondary lodge-calendar-nav" href={`${basePath}/${value}`} rel={rel} onClick={go}>
        {text}
      </a>
    ) : null;

  return (
    <div className="lodge-calendar" aria-busy={busy}>
      <div className="lodge-calendar-head">
        {link(data.prev, data.kind === 'month' ? labels.previousMonth : labels.previousDay, 'prev')}
        <h3 className="lodge-calendar-heading">{data.heading}</h3>
        {link(data.next, data.kind === 'month' ? labels.nextMonth : labels.nextDay, 'next')}
      </div>
      {data.kind === 'month' ? (
        <table className="lodge-calendar-month">
          <thead>
            <tr>
              {labels.weekdays.map((d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((cell, j) => (
                  <td key={j} className={cell.items.length ? 'has-meetups' : undefined}>
                    {cell.day ? (
                      <a className="lodge-calendar-day" href={`${basePath}/${cell.day}`} onClick={go} aria-label={cell.items.length ? `${cell.day}: ${cell.items.map((m) => m.title).join(', ')}` : cell.day}>
                        <span>{cell.number}</span>
                        {cell.items.length ? <span className="lodge-calendar-dot">{cell.items.length}</span> : null}
                      </a>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          <a className="tap-link" href={`${basePath}/${data.month}`} onClick={go}>
            ← {labels.backToMonth}
          </a>
        </p>
      )}
      {data.items.length ? (
        <ul className="lodge-calendar-list">
          {data.items.map((item) => (
            <Entry key={item.id} item={item} labels={labels} />
          ))}
        </ul>
      ) : (
        <p className="muted">{labels.noMeetups}</p>
      )}
    </div>
  );
}
