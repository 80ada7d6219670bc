/**
 * The site's calendar: "today" is the date in Europe/Copenhagen (not each member's time zone), for birthdays and
 * ages alike, so someone turns 18 or 30 on the day the Birthdays list shows them, not an hour later in UTC.
 */
export const siteTimeZone = 'Europe/Copenhagen';

// One formatter for the process (building one is what cost: a list of cards asked it per age), and the last
// minute's answer: the date on the site's calendar changes only on a whole minute (Copenhagen's offsets are whole hours).
const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
let lastMinute = Number.NaN;
let lastDate = '';

/** Today's date (yyyy-mm-dd) on the site's calendar. */
export function siteToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDate = siteDate.format(now);
    lastMinute = minute;
  }
  return lastDate;
}

/** Whole years between a yyyy-mm-dd birthday and today on the site's calendar. */
export function ageOn(birthday: string, now = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = siteToday(now).split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > m || (tm === m && td >= d);
  return hadBirthday ? ty - y : ty - y - 1;
}
