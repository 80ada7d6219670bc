import { expect } from 'chai';
import type { Locale } from '../../src/platform/i18n/index.ts';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatTimeOfDay,
  supportedCurrencies,
} from '../../src/platform/i18n/formats.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 1440 * MINUTE;
const now = new Date('2024-06-15T12:00:00Z');
const ago = (ms: number): Date => new Date(now.getTime() - ms);

describe('formatDate', () => {
  const date = new Date('2024-03-05T12:00:00Z');
  const expected: Record<Locale, string> = {
    'en-GB': '05/03/2024',
    'da-DK': '05-03-2024',
    'nb-NO': '05.03.2024',
    'sv-SE': '2024-03-05',
  };
  for (const [locale, text] of Object.entries(expected) as [Locale, string][]) {
    it(`formats ${locale} as ${text}`, () => {
      expect(formatDate(date, locale)).to.equal(text);
    });
  }

  describe('time zone near midnight UTC', () => {
    const lateUtc = new Date('2024-03-14T23:30:00Z');

    it('defaults to Europe/Copenhagen, already the next day', () => {
      expect(formatDate(lateUtc, 'en-GB')).to.equal('15/03/2024');
      expect(formatDate(lateUtc, 'sv-SE')).to.equal('2024-03-15');
    });

    it('uses the given time zone', () => {
      expect(formatDate(lateUtc, 'en-GB', 'UTC')).to.equal('14/03/2024');
      expect(formatDate(lateUtc, 'nb-NO', 'UTC')).to.equal('14.03.2024');
    });

    it('rolls back a day west of UTC', () => {
      expect(formatDate(new Date('2024-03-15T02:00:00Z'), 'da-DK', 'America/New_York')).to.equal('14-03-2024');
    });

    it('handles summer time (UTC+2) in Copenhagen', () => {
      expect(formatDate(new Date('2024-07-31T22:30:00Z'), 'en-GB')).to.equal('01/08/2024');
      expect(formatDate(new Date('2024-07-31T21:59:00Z'), 'en-GB')).to.equal('31/07/2024');
    });
  });
});

describe('formatTimeOfDay', () => {
  it('is the 24-hour clock in Copenhagen by default, in each language\'s style', () => {
    const at = new Date('2024-03-14T23:05:00Z');
    expect(formatTimeOfDay(at, 'en-GB')).to.equal('00:05');
    expect(formatTimeOfDay(at, 'da-DK')).to.equal('00.05');
    expect(formatTimeOfDay(at, 'nb-NO')).to.equal('00:05');
    expect(formatTimeOfDay(at, 'sv-SE')).to.equal('00:05');
  });

  it('uses the given time zone and summer time', () => {
    expect(formatTimeOfDay(new Date('2024-07-31T13:45:00Z'), 'en-GB')).to.equal('15:45');
    expect(formatTimeOfDay(new Date('2024-07-31T13:45:00Z'), 'en-GB', 'UTC')).to.equal('13:45');
  });
});

describe('formatRelativeTime', () => {
  const cases: [label: string, elapsedMs: number, enGB: string, daDK: string][] = [
    ['0 s', 0, 'just now', 'lige nu'],
    ['59 s', 59 * SECOND, 'just now', 'lige nu'],
    ['60 s', 60 * SECOND, '1 minute ago', 'for 1 minut siden'],
    ['59 min', 59 * MINUTE, '59 minutes ago', 'for 59 minutter siden'],
    ['60 min', 60 * MINUTE, '1 hour ago', 'for 1 time siden'],
    ['1439 min', 1439 * MINUTE, '23 hours ago', 'for 23 timer siden'],
    ['1440 min', 1440 * MINUTE, '1 day ago', 'for 1 dag siden'],
    ['43199 min', 43199 * MINUTE, '29 days ago', 'for 29 dage siden'],
    ['43200 min', 43200 * MINUTE, '4 weeks ago', 'for 4 uger siden'],
    ['86399 min', 86399 * MINUTE, '8 weeks ago', 'for 8 uger siden'],
    ['86400 min', 86400 * MINUTE, '2 months ago', 'for 2 måneder siden'],
    ['11 months (330 days)', 330 * DAY, '11 months ago', 'for 11 måneder siden'],
    ['359 days', 359 * DAY, '11 months ago', 'for 11 måneder siden'],
    ['12 months (360 days)', 360 * DAY, '1 year ago', 'for 1 år siden'],
    ['365 days', 365 * DAY, '1 year ago', 'for 1 år siden'],
    ['729 days', 729 * DAY, '1 year ago', 'for 1 år siden'],
    ['3 years', 3 * 365 * DAY, '3 years ago', 'for 3 år siden'],
  ];

  for (const [label, elapsed, enGB, daDK] of cases) {
    it(`${label} → en-GB "${enGB}", da-DK "${daDK}"`, () => {
      expect(formatRelativeTime(ago(elapsed), now, 'en-GB')).to.equal(enGB);
      expect(formatRelativeTime(ago(elapsed), now, 'da-DK')).to.equal(daDK);
    });
  }

  it('localises "just now" for every locale', () => {
    const date = ago(30 * SECOND);
    expect(formatRelativeTime(date, now, 'en-GB')).to.equal('just now');
    expect(formatRelativeTime(date, now, 'da-DK')).to.equal('lige nu');
    expect(formatRelativeTime(date, now, 'nb-NO')).to.equal('akkurat nå');
    expect(formatRelativeTime(date, now, 'sv-SE')).to.equal('just nu');
  });

  it('treats future dates as "just now"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * DAY), now, 'en-GB')).to.equal('just now');
  });

  it('throws on an invalid date', () => {
    expect(() => formatRelativeTime(new Date('nope'), now, 'en-GB')).to.throw(RangeError);
  });
});

describe('formatCurrency', () => {
  const cases: [currency: string, thousands: string, millions: string, negative: string][] = [
    ['GBP', '£1,234.50', '£1,234,567.89', '-£1,234.50'],
    ['DKK', 'kr. 1.234,50', 'kr. 1.234.567,89', '-kr. 1.234,50'],
    ['EUR', '1.234,50 €', '1.234.567,89 €', '-1.234,50 €'],
    ['NOK', 'kr 1 234,50', 'kr 1 234 567,89', '-kr 1 234,50'],
    ['BRL', 'R$ 1.234,50', 'R$ 1.234.567,89', '-R$ 1.234,50'],
    ['SEK', '1 234,50 kr', '1 234 567,89 kr', '-1 234,50 kr'],
    ['THB', '฿1,234.50', '฿1,234,567.89', '-฿1,234.50'],
  ];

  it('covers exactly the supported currencies', () => {
    expect(cases.map(([c]) => c)).to.have.members([...supportedCurrencies]);
    expect(supportedCurrencies).to.have.length(7);
  });

  for (const [currency, thousands, millions, negative] of cases) {
    it(`formats ${currency}`, () => {
      expect(formatCurrency(123_450, currency)).to.equal(thousands);
      expect(formatCurrency(123_456_789, currency)).to.equal(millions);
      expect(formatCurrency(-123_450, currency)).to.equal(negative);
    });
  }

  it('always shows two decimals and no grouping under 1000', () => {
    expect(formatCurrency(0, 'GBP')).to.equal('£0.00');
    expect(formatCurrency(5, 'DKK')).to.equal('kr. 0,05');
    expect(formatCurrency(99_900, 'SEK')).to.equal('999,00 kr');
    expect(formatCurrency(100_000, 'NOK')).to.equal('kr 1 000,00');
    expect(formatCurrency(-7, 'EUR')).to.equal('-0,07 €');
  });

  it('uses plain ASCII spaces', () => {
    for (const currency of supportedCurrencies) {
      expect(formatCurrency(123_456_789, currency)).to.not.match(/[\u00a0\u202f]/);
    }
  });

  it('throws for an unsupported currency', () => {
    expect(() => formatCurrency(100, 'XYZ')).to.throw(Error, 'Unsupported currency: XYZ');
    expect(() => formatCurrency(100, 'gbp')).to.throw(Error, 'Unsupported currency: gbp');
  });

  it('rejects non-integer minor units', () => {
    expect(() => formatCurrency(12.5, 'GBP')).to.throw(RangeError);
  });
});

describe('formatNumber', () => {
  const expected: Record<Locale, [string, string]> = {
    'en-GB': ['1,234', '1,234,567'],
    'da-DK': ['1.234', '1.234.567'],
    'nb-NO': ['1 234', '1 234 567'],
    'sv-SE': ['1 234', '1 234 567'],
  };
  for (const [locale, [thousands, millions]] of Object.entries(expected) as [Locale, [string, string]][]) {
    it(`groups ${locale} as ${thousands}`, () => {
      expect(formatNumber(1234, locale)).to.equal(thousands);
      expect(formatNumber(1_234_567, locale)).to.equal(millions);
      expect(formatNumber(999, locale)).to.equal('999');
      expect(formatNumber(0, locale)).to.equal('0');
    });
  }

  it('keeps the sign on negative numbers', () => {
    expect(formatNumber(-1234, 'en-GB')).to.equal('-1,234');
    expect(formatNumber(-1_234_567, 'sv-SE')).to.equal('-1 234 567');
  });

  it('rejects non-integers', () => {
    expect(() => formatNumber(1.5, 'en-GB')).to.throw(RangeError);
  });
});
