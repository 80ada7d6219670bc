/** The calendar's values (spec §5: 20yy-mm and 20yy-mm-dd) and their spans in a lodge's time zone. */
import { instantOf } from '../../../platform/i18n/zoned.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar month (spec §5: 20yy-mm). */
export const monthPattern = /^20\d{2}-(0[1-9]|1[0-2])$/;
/** A calendar day (spec §5: 20yy-mm-dd), a real date (no 2026-02-30). */
export const isCalendarDay = (value: string): boolean => {
  const m = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** The month after or before `month` (yyyy-MM); null outside 20yy. */
export function shiftMonth(month: string, by: number): string | null {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  const value = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  return monthPattern.test(value) ? value : null;
}

/** The instants a local month or day spans in `zone`: [from, to). */
export function spanOf(value: string, zone: string): { from: Date; to: Date } {
  if (value.length === 7) {
    const next = shiftMonth(value, 1) ?? '2100-01';
    return { from: instantOf(`${value}-01T00:00`, zone), to: instantOf(`${next}-01T00:00`, zone) };
  }
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const n = new Date(Date.UTC(y, m - 1, d + 1));
  return { from: instantOf(`${value}T00:00`, zone), to: instantOf(`${n.getUTCFullYear()}-${pad(n.getUTCMonth() + 1)}-${pad(n.getUTCDate())}T00:00`, zone) };
}

/** The month's grid: weeks from Monday, each day `yyyy-MM-dd` or null outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1));
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`)];
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
