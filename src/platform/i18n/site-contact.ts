import type { Locale } from './index.ts';

/**
 * The site's contact details are configured once, in a form no language owns, and written out in the
 * reader's language here:
 * - opening hours as `Mo-Fr 09:00-16:00` (day codes Mo Tu We Th Fr Sa Su; several spans comma separated),
 *   optionally followed by the IANA time zone they are in (default Europe/Copenhagen, the company's);
 * - the company address with the country as its last part, an ISO 3166 code: `…, 1620 København V, DK`.
 */

const dayCodes = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const defaultTimeZone = 'Europe/Copenhagen';

const day = `(?:${dayCodes.join('|')})`;
const time = '(?:[01]\\d|2[0-4]):[0-5]\\d';
const span = `${day}(?:-${day})? ${time}-${time}`;
/** What `site:set <id> openingHours` accepts (the time zone is checked separately, see isTimeZone). */
export const openingHoursPattern = new RegExp(`^${span}(?:, *${span})*(?: [A-Za-z_]+(?:/[A-Za-z0-9_+-]+)+)?$`);
/** What `site:set <id> companyAddress` accepts: anything ending in `, <country code>`. */
export const companyAddressPattern = /^[^,]+(?:, *[^,]+)*, *[A-Z]{2}$/;

type Style = {
  days: readonly string[];
  time: (hours: string, minutes: string) => string;
  /** Written before each span's times: Scandinavian `kl.`. */
  clock: string;
  /** The zone the language's readers live in, and what they call its time. */
  home: { zone: string; name: string };
  zone: (name: string) => string;
};

const styles: Record<Locale, Style> = {
  'en-GB': {
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    time: (h, m) => `${h}:${m}`,
    clock: '',
    home: { zone: 'Europe/London', name: 'UK time' },
    zone: (name) => ` ${name}`,
  },
  'da-DK': {
    days: ['man.', 'tirs.', 'ons.', 'tors.', 'fre.', 'lør.', 'søn.'],
    time: (h, m) => `${Number(h)}.${m}`,
    clock: 'kl. ',
    home: { zone: 'Europe/Copenhagen', name: 'dansk tid' },
    zone: (name) => ` (${name})`,
  },
  'nb-NO': {
    days: ['man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.', 'søn.'],
    time: (h, m) => `${h}.${m}`,
    clock: 'kl. ',
    home: { zone: 'Europe/Oslo', name: 'norsk tid' },
    zone: (name) => ` (${name})`,
  },
  'sv-SE': {
    days: ['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön'],
    time: (h, m) => `${h}.${m}`,
    clock: 'kl. ',
    home: { zone: 'Europe/Stockholm', name: 'svensk tid' },
    zone: (name) => ` (${name})`,
  },
};

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The opening hours in the reader's language: da-DK `Man.–fre. kl. 9.00–16.00 (dansk tid)`; unparsable text as it is. */
export function formatOpeningHours(spec: string, locale: Locale, now = new Date()): string {
  const trimmed = spec.trim();
  if (!openingHoursPattern.test(trimmed)) return trimmed;
  const zoneMatch = / ([A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+)$/.exec(trimmed);
  const timeZone = zoneMatch?.[1] ?? defaultTimeZone;
  if (!isTimeZone(timeZone)) return trimmed;
  const spans = (zoneMatch ? trimmed.slice(0, zoneMatch.index) : trimmed).split(/, */);
  const style = styles[locale];
  const dayName = (code: string) => style.days[dayCodes.indexOf(code as (typeof dayCodes)[number])]!;
  const clock = (hhmm: string) => style.time(hhmm.slice(0, 2), hhmm.slice(3));
  const text = spans
    .map((s) => {
      const [days, hours] = s.split(' ') as [string, string];
      const [first, last] = days.split('-') as [string, string | undefined];
      const [opens, closes] = hours.split('-') as [string, string];
      return `${dayName(first)}${last ? `–${dayName(last)}` : ''} ${style.clock}${clock(opens)}–${clock(closes)}`;
    })
    .join(', ');
  const zoneName = sameClock(timeZone, style.home.zone, now) ? style.home.name : shortZoneName(timeZone, locale, now);
  return capitalise(`${text}${style.zone(zoneName)}`, locale);
}

/** The company address with its country named in the reader's language (`…, DK` → `…, Danmark`). */
export function formatCompanyAddress(address: string, locale: Locale): string {
  const trimmed = address.trim();
  if (!companyAddressPattern.test(trimmed)) return trimmed;
  const at = trimmed.lastIndexOf(',');
  const code = trimmed.slice(at + 1).trim();
  const country = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  return `${trimmed.slice(0, at)}, ${country}`;
}

function offset(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

function sameClock(a: string, b: string, at: Date): boolean {
  return offset(a, at) === offset(b, at);
}

/** `CET` in winter and `CEST` in summer for Europe/Copenhagen. */
function shortZoneName(timeZone: string, locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
