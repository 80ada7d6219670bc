import type { Locale } from './index.ts';

/** Currencies formatCurrency accepts (spec §9). */
export const supportedCurrencies = ['GBP', 'DKK', 'EUR', 'NOK', 'BRL', 'SEK', 'THB'] as const;
export type Currency = (typeof supportedCurrencies)[number];

interface NumberStyle {
  group: string;
  decimal: string;
}

interface CurrencyStyle extends NumberStyle {
  prefix: string;
  suffix: string;
}

const currencyStyles: Record<Currency, CurrencyStyle> = {
  GBP: { prefix: '£', suffix: '', group: ',', decimal: '.' },
  DKK: { prefix: 'kr. ', suffix: '', group: '.', decimal: ',' },
  EUR: { prefix: '', suffix: ' €', group: '.', decimal: ',' },
  NOK: { prefix: 'kr ', suffix: '', group: ' ', decimal: ',' },
  BRL: { prefix: 'R$ ', suffix: '', group: '.', decimal: ',' },
  SEK: { prefix: '', suffix: ' kr', group: ' ', decimal: ',' },
  THB: { prefix: '฿', suffix: '', group: ',', decimal: '.' },
};

const numberGroups: Record<Locale, string> = {
  'en-GB': ',',
  'da-DK': '.',
  'nb-NO': ' ',
  'sv-SE': ' ',
};

const dateSeparators: Record<Locale, string> = {
  'en-GB': '/',
  'da-DK': '-',
  'nb-NO': '.',
  'sv-SE': '-',
};

const justNow: Record<Locale, string> = {
  'en-GB': 'just now',
  'da-DK': 'lige nu',
  'nb-NO': 'akkurat nå',
  'sv-SE': 'just nu',
};

const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_30_DAYS = 43_200;
const MINUTES_PER_60_DAYS = 86_400;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function dateFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      numberingSystem: 'latn',
    });
    dateFormats.set(key, format);
  }
  return format;
}

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}

function isCurrency(code: string): code is Currency {
  return (supportedCurrencies as readonly string[]).includes(code);
}

/** Calendar date in the time zone: en-GB dd/MM/yyyy, da-DK dd-MM-yyyy, nb-NO dd.MM.yyyy, sv-SE yyyy-MM-dd. */
export function formatDate(date: Date, locale: Locale, timeZone = 'Europe/Copenhagen'): string {
  const parts = dateFormat(locale, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const [day, month, year] = [part('day'), part('month'), part('year')];
  const sep = dateSeparators[locale];
  return locale === 'sv-SE' ? [year, month, day].join(sep) : [day, month, year].join(sep);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** Time of day in the time zone, 24-hour clock: en-GB/nb-NO/sv-SE "14:05", da-DK "14.05". */
export function formatTimeOfDay(date: Date, locale: Locale, timeZone = 'Europe/Copenhagen'): string {
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' });
    timeFormats.set(key, format);
  }
  return format.format(date);
}

/** Elapsed time from date to now ("5 minutes ago"), localised; future dates read as "just now". */
export function formatRelativeTime(date: Date, now: Date, locale: Locale): string {
  const elapsedMs = now.getTime() - date.getTime();
  if (Number.isNaN(elapsedMs)) throw new RangeError('Invalid date');
  if (elapsedMs < MINUTE_MS) return justNow[locale];
  const minutes = Math.floor(elapsedMs / MINUTE_MS);
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const months = Math.floor(days / 30);
  const rtf = relativeFormat(locale);
  if (minutes < MINUTES_PER_HOUR) return rtf.format(-minutes, 'minute');
  if (minutes < MINUTES_PER_DAY) return rtf.format(-Math.floor(minutes / MINUTES_PER_HOUR), 'hour');
  if (minutes < MINUTES_PER_30_DAYS) return rtf.format(-days, 'day');
  if (minutes < MINUTES_PER_60_DAYS) return rtf.format(-Math.floor(days / 7), 'week');
  if (months < 12) return rtf.format(-months, 'month');
  // 12 months (360 days) comes before floor(days / 365) reaches 1, so days 360–364 would read "0 years ago".
  return rtf.format(-Math.max(1, Math.floor(days / 365)), 'year');
}

/**
 * How long until something may be tried again, in words: "in 56 minutes", "om 30 sekunder". Whole minutes
 * (rounded up), seconds only under a minute.
 */
export function formatWaitTime(seconds: number, locale: Locale): string {
  const rtf = relativeFormat(locale);
  const wait = Math.max(1, Math.ceil(seconds));
  return wait < 60 ? rtf.format(wait, 'second') : rtf.format(Math.ceil(wait / 60), 'minute');
}

/** Integer minor units (pence/øre) as a price with two decimals in the currency's fixed style. */
export function formatCurrency(amountMinor: number, currency: string): string {
  if (!isCurrency(currency)) throw new Error(`Unsupported currency: ${currency}`);
  assertSafeInteger(amountMinor, 'amountMinor');
  const style = currencyStyles[currency];
  const abs = Math.abs(amountMinor);
  const major = groupDigits(String(Math.floor(abs / 100)), style.group);
  const minor = String(abs % 100).padStart(2, '0');
  const sign = amountMinor < 0 ? '-' : '';
  return `${sign}${style.prefix}${major}${style.decimal}${minor}${style.suffix}`;
}

/** An integer with the locale's thousands grouping: en-GB "1,234", da-DK "1.234", nb-NO/sv-SE "1 234". */
export function formatNumber(n: number, locale: Locale): string {
  assertSafeInteger(n, 'n');
  const sign = n < 0 ? '-' : '';
  return sign + groupDigits(String(Math.abs(n)), numberGroups[locale]);
}
