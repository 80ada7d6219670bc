import ical, { ICalEventStatus } from 'ical-generator';
import { eventPath } from './presenter.ts';
import type { EventRecord } from './repo.ts';

/**
 * An event's iCalendar: instants in UTC (`DTSTART:…Z`), which every client shows in its own zone, so 19:00 in
 * Copenhagen is right on either side of a daylight-saving change; the event's zone is named too (X-WR-TIMEZONE).
 * A cancelled event says so (STATUS:CANCELLED), so a calendar that imported it can mark it.
 */
export function icsOf(event: EventRecord, opts: { origin: string; siteName: string }): string {
  const cal = ical({ name: opts.siteName, prodId: { company: 'Nordlys', product: 'events', language: 'EN' }, timezone: null });
  cal.x([{ key: 'X-WR-TIMEZONE', value: event.timeZone }]);
  cal.createEvent({
    id: `event-${event.id}@${new URL(opts.origin).host}`,
    start: event.startsAt,
    end: event.endsAt ?? new Date(event.startsAt.getTime() + 3 * 3_600_000),
    summary: event.title,
    description: [event.description, event.price].filter(Boolean).join('\n\n') || null,
    location: event.place || null,
    url: `${opts.origin}${eventPath(event)}`,
    status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: event.updatedAt,
    lastModified: event.updatedAt,
    created: event.createdAt,
  });
  return cal.toString();
}
