/**
 * Local wall time in an event's time zone. An event is stored as instants; its local times are entered and shown in
 * the zone of its site (the same rule as lodges' meetups: Europe/London on an en-GB site, else Europe/Copenhagen),
 * kept on the row, so 19:00 stays 19:00 on either side of a daylight-saving change.
 * (The same few functions as lodges/meetups/zoned.ts, which lodges does not export: a candidate for the platform.)
 */

/** The time zone of a site's events. */
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

function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(formatIn(zone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

function offsetAt(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant.getTime() - instant.getUTCMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-ddTHH:mm` of `instant` in `zone` (a datetime-local field's value). */
export function localOf(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant of a local wall time (`yyyy-MM-ddTHH:mm`) in `zone`. A time that does not exist (the hour skipped in
 * March) moves forward by the gap; one that occurs twice (October) is the first.
 */
export function instantOf(local: string, zone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`Not a local time: ${local}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const before = asUtc - offsetAt(new Date(asUtc - 86_400_000), zone);
  const after = asUtc - offsetAt(new Date(asUtc + 86_400_000), zone);
  for (const c of [Math.min(before, after), Math.max(before, after)]) if (localOf(new Date(c), zone) === `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`) return new Date(c);
  return new Date(before);
}
