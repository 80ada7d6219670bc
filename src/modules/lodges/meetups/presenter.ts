import { capacityLabel } from '../../signups/index.ts';
import { lodgePath } from '../core/index.ts';
import type { MeetupWithPlaces } from './repo.ts';
import { dayOf, localOf } from '../../../platform/i18n/zoned.ts';

/** A meetup's page, its .ics and a month's, a day's page (spec §2 Calendar: month yyyy-MM, day yyyy-MM-dd, meetup {meetupId}). */
export const calendarPath = (lodgeId: number, value?: string) => `${lodgePath(lodgeId, 'Calendar')}${value ? `/${value}` : ''}`;
export const meetupPath = (lodgeId: number, meetupId: number) => `${calendarPath(lodgeId)}/Meetup/${meetupId}`;
export const meetupIcsPath = (lodgeId: number, meetupId: number) => `${meetupPath(lodgeId, meetupId)}.ics`;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, zone: string, kind: 'when' | 'time' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const opts: Intl.DateTimeFormatOptions =
      kind === 'when' ? { dateStyle: 'full', timeStyle: 'short' } : kind === 'time' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
    f = new Intl.DateTimeFormat(locale, { ...opts, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

/** A day's heading (`yyyy-MM-dd` in the lodge's zone) in the reader's language. */
export const dayLabel = (day: string, locale: string) => format(locale, 'UTC', 'day').format(new Date(`${day}T12:00:00Z`));
/** A month's heading (`yyyy-MM`). */
export const monthLabel = (month: string, locale: string) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

export type MeetupView = ReturnType<typeof presentMeetup>;

/** A meetup as pages, the island and the API show it: its local times in its zone, places "19/50", the viewer's sign-up. */
export function presentMeetup(m: MeetupWithPlaces, locale: string, now = new Date()) {
  const places = m.places ?? { taken: 0, waiting: 0, capacity: m.capacity, deadline: m.signUpDeadline };
  return {
    id: m.id,
    lodgeId: m.lodgeId,
    title: m.title,
    description: m.description,
    place: m.place,
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt?.toISOString() ?? null,
    timeZone: m.timeZone,
    startsLocal: localOf(m.startsAt, m.timeZone),
    endsLocal: m.endsAt ? localOf(m.endsAt, m.timeZone) : null,
    day: dayOf(m.startsAt, m.timeZone),
    when: format(locale, m.timeZone, 'when').format(m.startsAt),
    time: format(locale, m.timeZone, 'time').format(m.startsAt),
    endTime: m.endsAt ? format(locale, m.timeZone, 'time').format(m.endsAt) : null,
    signUpDeadline: m.signUpDeadline?.toISOString() ?? null,
    signUpDeadlineLocal: m.signUpDeadline ? localOf(m.signUpDeadline, m.timeZone) : null,
    deadlineLabel: m.signUpDeadline ? format(locale, m.timeZone, 'when').format(m.signUpDeadline) : null,
    signUpOpen: !m.signUpDeadline || m.signUpDeadline.getTime() > now.getTime(),
    cancelled: m.cancelledAt !== null,
    capacity: places.capacity,
    taken: places.taken,
    waiting: places.waiting,
    full: places.capacity !== null && places.taken >= places.capacity,
    placesLabel: capacityLabel(places),
    viewerState: m.viewerSignup?.state ?? null,
    viewerGuests: m.viewerSignup?.guests ?? 0,
    commentCount: m.commentCount,
    path: meetupPath(m.lodgeId, m.id),
    icsPath: meetupIcsPath(m.lodgeId, m.id),
  };
}
