import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';

/**
 * A profile is a member while `member` is set and `member_until` (when there is one) has not passed: a
 * membership granted for some days ends by itself, with nothing to run at its end.
 */
export function isMemberNow(row: { member?: unknown; member_until?: unknown }, now = new Date()): boolean {
  if (!row.member) return false;
  return row.member_until == null || new Date(row.member_until as string) > now;
}

/**
 * `isMemberNow` in SQL, the one copy of it: a condition on the profiles row named `table` (an alias such as `p`
 * where the query joins profiles), for `whereRaw(memberNowSql())` or inside a larger raw condition.
 */
export const memberNowSql = (table = 'profiles'): string => `(${table}.member and (${table}.member_until is null or ${table}.member_until > now()))`;

/** Sets the dark status (dark module's values); false when there is no such profile. */
export async function updateDarkStatus(db: Knex, id: number, darkStatus: number): Promise<boolean> {
  return (await db('profiles').where({ id }).update({ dark_status: darkStatus, updated_at: db.fn.now() })) > 0;
}

/** How much a grant adds: whole months, days and hours (any may be left out). */
export type MembershipLength = Readonly<{ months?: number; days?: number; hours?: number }>;

/**
 * Makes the profile a member for `length` more, counted from the end of a running membership or from
 * now; a membership without an end keeps having none. Returns the new end (null: none), or undefined for no such profile.
 */
export async function extendMembership(db: Knex, id: number, length: MembershipLength): Promise<Date | null | undefined> {
  const [row] = await db('profiles')
    .where({ id })
    .update({
      member: true,
      member_until: db.raw(
        `case when member and member_until is null then null
              else greatest(coalesce(member_until, now()), now()) + make_interval(months => ?, days => ?, hours => ?) end`,
        [length.months ?? 0, length.days ?? 0, length.hours ?? 0],
      ),
      updated_at: db.fn.now(),
    })
    .returning('member_until');
  if (!row) return undefined;
  return row.member_until ? new Date(row.member_until as string) : null;
}

/**
 * Takes `length` off a running membership with an end (a refund that takes back what it paid for); a membership
 * without an end is left alone. Answers the new end (in the past: the membership has ended), null when there was
 * nothing to shorten.
 */
export async function shortenMembershipBy(db: Knex, id: number, length: MembershipLength): Promise<Date | null> {
  const [row] = await db('profiles')
    .where({ id, member: true })
    .whereNotNull('member_until')
    .update({ member_until: db.raw('member_until - make_interval(months => ?, days => ?, hours => ?)', [length.months ?? 0, length.days ?? 0, length.hours ?? 0]), updated_at: db.fn.now() })
    .returning('member_until');
  return row ? new Date(row.member_until as string) : null;
}

/**
 * Ends a forced validation: the profile is shown again and, when the validation locked it (spec §4: Locked with
 * forced validation), it is Active again. False when there is no such profile.
 */
export async function updateForcedValidationCleared(db: Knex, id: number): Promise<boolean> {
  const changed = await db('profiles')
    .where({ id })
    .update({ forced_validation: false, status: db.raw('case when status = ? then ? else status end', [ProfileStatus.Locked, ProfileStatus.Active]), updated_at: db.fn.now() });
  return changed > 0;
}

/** When the profile's membership ends: a date, null for one without end, undefined when it is not a member now. */
export async function findMembershipEnd(db: Knex, id: number): Promise<Date | null | undefined> {
  const row = await db('profiles').where({ id }).first('member', 'member_until');
  if (!row || !isMemberNow(row)) return undefined;
  return row.member_until == null ? null : new Date(row.member_until);
}

/** What a receipt names of its buyer and how to write to them: the profile's name, e-mail and language. */
export async function findBillingDetails(db: Knex, id: number): Promise<{ name: string; email: string; language: string | null } | null> {
  const row = await db('profiles').where({ id }).first('name', 'email', 'language');
  if (!row) return null;
  return { name: String(row.name), email: String(row.email), language: row.language ?? null };
}
