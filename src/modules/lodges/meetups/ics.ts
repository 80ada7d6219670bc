import ical, { ICalEventStatus } from 'ical-generator';
import type { Meetup } from './repo.ts';
import { meetupPath } from './presenter.ts';

/**
 * A meetup's (or a lodge's) iCalendar: instants in UTC (`DTSTART:…Z`), which every client shows in its own zone,
 * so 19:00 in Copenhagen is right on either side of a daylight-saving change; the lodge's zone is named too
 * (X-WR-TIMEZONE) for clients that display it.
 */
export function icsOf(meetups: readonly Meetup[], opts: { name: string; origin: string; zone: string }): string {
  const cal = ical({ name: opts.name, prodId: { company: 'Nordlys', product: 'lodges', language: 'EN' }, timezone: null });
  cal.x([{ key: 'X-WR-TIMEZONE', value: opts.zone }]);
  for (const m of meetups) {
    cal.createEvent({
      id: `lodge-meetup-${m.id}@${new URL(opts.origin).host}`,
      start: m.startsAt,
      end: m.endsAt ?? new Date(m.startsAt.getTime() + 2 * 3_600_000),
      summary: m.title,
      description: m.description || null,
      location: m.place || null,
      url: `${opts.origin}${meetupPath(m.lodgeId, m.id)}`,
      status: m.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: m.updatedAt,
      lastModified: m.updatedAt,
      created: m.createdAt,
    });
  }
  return cal.toString();
}
