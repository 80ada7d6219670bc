/**
 * Local wall time in a site's time zone. Lodge meetups and site-wide events are stored as instants; their local
 * wall time is entered and shown in the zone of their site, so 19:00 stays 19:00 on either side of a
 * daylight-saving change.
 */

/** The time zone of a site's meetups and events: Europe/London on an en-GB site, else Europe/Copenhagen. */
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
