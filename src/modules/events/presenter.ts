import { capacityLabel } from '../signups/index.ts';
import type { EventRecord, EventWithPlaces } from './repo.ts';
import { localOf } from '../../platform/i18n/zoned.ts';

/** Spec §2 Events: Upcoming, MyEvents, Event/{id}/{name?}, Event/{id}/Mail/{conversationId?}. */
export const eventsRoot = '/Community/Events';
/** The name in an event's address: its title's words joined by dashes (for people reading it; the id decides). */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'event';
export const eventPath = (e: Pick<EventRecord, 'id' | 'title'>) => `${eventsRoot}/Event/${e.id}/${slugOf(e.title)}`;
/** The event's own sub-pages (Edit, Mail, Attendees, SignUp …) hang under its id alone. */
export const eventBase = (id: number) => `${eventsRoot}/Event/${id}`;
export const eventIcsPath = (id: number) => `${eventBase(id)}.ics`;
export const mailPath = (id: number, conversationId?: number | null) => `${eventBase(id)}/Mail${conversationId ? `/${conversationId}` : ''}`;
/** A map of the place: OpenStreetMap's search for its text. */
export const mapLink = (place: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, zone: string, kind: 'when' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions = kind === 'when' ? { dateStyle: 'full', timeStyle: 'short' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

/** When an event starts, in its zone, in the reader's language (e-mails too). */
export const whenLabel = (e: Pick<EventRecord, 'startsAt' | 'timeZone'>, locale: string) => format(locale, e.timeZone, 'when').format(e.startsAt);

export type EventView = ReturnType<typeof presentEvent>;

/** An event as pages and the API show it: local times in its zone, the price text, places "19/50", the viewer's sign-up. */
export function presentEvent(e: EventWithPlaces, locale: string, now = new Date()) {
  const places = e.places ?? { taken: 0, waiting: 0, capacity: e.capacity, deadline: e.signUpDeadline };
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    place: e.place,
    mapLink: e.place ? mapLink(e.place) : null,
    price: e.price,
    startsAt: e.startsAt.toISOString(),
    endsAt: e.endsAt?.toISOString() ?? null,
    timeZone: e.timeZone,
    startsLocal: localOf(e.startsAt, e.timeZone),
    endsLocal: e.endsAt ? localOf(e.endsAt, e.timeZone) : null,
    when: whenLabel(e, locale),
    endTime: e.endsAt ? format(locale, e.timeZone, 'time').format(e.endsAt) : null,
    signUpDeadline: e.signUpDeadline?.toISOString() ?? null,
    signUpDeadlineLocal: e.signUpDeadline ? localOf(e.signUpDeadline, e.timeZone) : null,
    deadlineLabel: e.signUpDeadline ? whenLabel({ startsAt: e.signUpDeadline, timeZone: e.timeZone }, locale) : null,
    signUpOpen: !e.signUpDeadline || e.signUpDeadline.getTime() > now.getTime(),
    attendeeVisibility: e.attendeeVisibility,
    cancelled: e.cancelledAt !== null,
    capacity: places.capacity,
    taken: places.taken,
    waiting: places.waiting,
    full: places.capacity !== null && places.taken >= places.capacity,
    placesLabel: capacityLabel(places),
    viewerState: e.viewerSignup?.state ?? null,
    viewerGuests: e.viewerSignup?.guests ?? 0,
    viewerRole: e.viewerRole,
    commentCount: e.commentCount,
    path: eventPath(e),
    icsPath: eventIcsPath(e.id),
  };
}
