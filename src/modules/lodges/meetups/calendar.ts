import type { Translate } from '../../../platform/i18n/index.ts';
import { calendarPath, dayLabel, monthLabel, type MeetupView } from './presenter.ts';
import { monthGrid, shiftMonth } from './zoned.ts';

/** A meetup as a calendar cell or a day's list shows it. */
export type CalendarItem = Pick<MeetupView, 'id' | 'title' | 'time' | 'day' | 'path' | 'placesLabel' | 'cancelled' | 'viewerState' | 'place' | 'full'>;

/** A month's or a day's calendar (the island's data, the API's answer): server-made, so the island only draws it. */
export type CalendarData = {
  kind: 'month' | 'day';
  value: string;
  month: string;
  heading: string;
  prev: string | null;
  next: string | null;
  weeks: { day: string | null; number: number; items: CalendarItem[] }[][];
  items: CalendarItem[];
};

const shiftDay = (day: string, by: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  const value = d.toISOString().slice(0, 10);
  return value.startsWith('20') ? value : null;
};

const itemOf = (m: MeetupView): CalendarItem => ({ id: m.id, title: m.title, time: m.time, day: m.day, path: m.path, placesLabel: m.placesLabel, cancelled: m.cancelled, viewerState: m.viewerState, place: m.place, full: m.full });

/** The data of a month (yyyy-MM) or a day (yyyy-MM-dd) from its meetups, headings in the reader's language. */
export function calendarData(locale: string, value: string, meetups: readonly MeetupView[]): CalendarData {
  const items = meetups.map(itemOf);
  if (value.length === 10) {
    return { kind: 'day', value, month: value.slice(0, 7), heading: dayLabel(value, locale), prev: shiftDay(value, -1), next: shiftDay(value, 1), weeks: [], items };
  }
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
  const weeks = monthGrid(value).map((week) => week.map((day) => ({ day, number: day ? Number(day.slice(8)) : 0, items: day ? (byDay.get(day) ?? []) : [] })));
  return { kind: 'month', value, month: value, heading: monthLabel(value, locale), prev: shiftMonth(value, -1), next: shiftMonth(value, 1), weeks, items };
}

/** The LodgeCalendar island's props: the data, the lodge's calendar path, and its texts. */
export function calendarProps(t: Translate, locale: string, lodgeId: number, value: string, meetups: readonly MeetupView[], thisMonth: string) {
  const monday = new Date('2024-01-01T12:00:00Z');
  const weekdays = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(monday.getTime() + i * 86_400_000)));
  return {
    lodgeId,
    basePath: calendarPath(lodgeId),
    thisMonth,
    data: calendarData(locale, value, meetups),
    labels: {
      weekdays,
      previousMonth: t('lodges.meetups.calendar.previousMonth'),
      nextMonth: t('lodges.meetups.calendar.nextMonth'),
      previousDay: t('lodges.meetups.calendar.previousDay'),
      nextDay: t('lodges.meetups.calendar.nextDay'),
      thisMonth: t('lodges.meetups.calendar.thisMonth'),
      backToMonth: t('lodges.meetups.calendar.backToMonth'),
      noMeetups: t('lodges.meetups.calendar.noMeetups'),
      cancelled: t('lodges.meetups.cancelled'),
      places: t('lodges.meetups.places'),
      signedUp: t('lodges.meetups.youAreSignedUp'),
      waiting: t('lodges.meetups.youAreWaiting'),
      full: t('lodges.meetups.full'),
      loading: t('lodges.meetups.calendar.loading'),
    },
  };
}
export type CalendarProps = ReturnType<typeof calendarProps>;
