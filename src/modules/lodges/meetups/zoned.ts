/**
 * Local time in a lodge's time zone and the calendar's values (spec §5: 20yy-mm and 20yy-mm-dd). A meetup is
 * stored as instants; its local wall time is entered and shown in the zone of the lodge's site, so 19:00 stays
 * 19:00 on either side of a daylight-saving change.
 */

/** The time zone of a site's lodges: Europe/London on an en-GB site, else Europe/Copenhagen. */
export const zoneOfSite = (site: { language: string }): string => (site.language === 'en-GB' ? 'Europe/London' : 'Europe/Copenhagen');

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormat.set(zone, f);
  }
  return f;
}

/** The wall clock of `instant` in `zone`. */
export function wallClock(instant: Date, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant.getTime() - instant.getUTCMilliseconds());
}

/**
 * The instant of a local wall time (`yyyy-MM-ddTHH:mm`) in `zone`. A time that does not exist (the hour skipped in
 * March) moves forward by the gap; one that occurs twice (October) is the first.
 */
export function instantOf(local: string, zone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`Not a local time: ${local}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The zone's offsets a day before and after: a change of offset falls between them at most once.
  const before = asUtc - offsetAt(new Date(asUtc - 86_400_000), zone);
  const after = asUtc - offsetAt(new Date(asUtc + 86_400_000), zone);
  for (const c of [Math.min(before, after), Math.max(before, after)]) if (localOf(new Date(c), zone) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`) return new Date(c);
  return new Date(before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-ddTHH:mm` of `instant` in `zone` (a datetime-local field's value). */
export function localOf(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** `yyyy-MM-dd` of `instant` in `zone`. */
export const dayOf = (instant: Date, zone: string) => localOf(instant, zone).slice(0, 10);
/** `yyyy-MM` of `instant` in `zone`. */
export const monthOf = (instant: Date, zone: string) => localOf(instant, zone).slice(0, 7);

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
