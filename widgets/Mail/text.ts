import { formatDate, formatRelativeTime } from '../../src/platform/i18n/formats.ts';
import type { Locale } from '../../src/platform/i18n/index.ts';

/** A label's {name} placeholders filled, as the server's t() does. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

const timeZone = 'Europe/Copenhagen';
const clocks = new Map<string, Intl.DateTimeFormat>();
const clock = (locale: string) => {
  let format = clocks.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(locale, format);
  }
  return format;
};

/** When a message was sent: the time today, else the date (spec §9's format) and the time. */
export function messageTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const day = formatDate(date, locale as Locale, timeZone);
  const time = clock(locale).format(date);
  return day === formatDate(now, locale as Locale, timeZone) ? time : `${day} ${time}`;
}

/** How long ago, as the list shows it ("5 minutes ago"). */
export const ago = (iso: string, locale: string) => formatRelativeTime(new Date(iso), new Date(), locale as Locale);
