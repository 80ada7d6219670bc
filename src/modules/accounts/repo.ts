import type { Knex } from 'knex';
import { nameKey, nameSkeleton, normalizeName } from './names.ts';
import { isMemberNow, memberNowSql } from './membership/repo.ts';
import { DarkStatusApproved, ProfileStatus } from '../../platform/auth/access.ts';
import type { CopyWriter } from '../../platform/db/copy.ts';

export type ProfileKind = 'Single' | 'Couple';
export type Gender = 'Male' | 'Female' | 'Couple' | 'Transsexual';

export type ProfileRecord = {
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  kind: ProfileKind;
  status: number;
  darkStatus: number;
  member: boolean;
  termsVersion: number;
  forcedValidation: boolean;
  staffRole: number;
  language: string | null;
  securityStamp: string;
  emailConfirmedAt: Date | null;
  totpEnabled: boolean;
  deletionRequestedAt: Date | null;
  createdAt: Date;
};

type ProfileRow = Record<string, unknown>;

export const toProfile = (r: ProfileRow): ProfileRecord => ({
  id: Number(r.id),
  name: String(r.name),
  email: String(r.email),
  passwordHash: (r.password_hash as string | null) ?? null,
  kind: r.kind as ProfileKind,
  status: Number(r.status),
  darkStatus: Number(r.dark_status),
  member: isMemberNow(r),
  termsVersion: Number(r.terms_version),
  forcedValidation: Boolean(r.forced_validation),
  staffRole: Number(r.staff_role),
  language: (r.language as string | null) ?? null,
  securityStamp: String(r.security_stamp),
  emailConfirmedAt: r.email_confirmed_at ? new Date(r.email_confirmed_at as string) : null,
  totpEnabled: Boolean(r.totp_enabled_at),
  deletionRequestedAt: r.deletion_requested_at ? new Date(r.deletion_requested_at as string) : null,
  createdAt: new Date(r.created_at as string),
});

export async function findProfileById(db: Knex, id: number): Promise<ProfileRecord | null> {
  const row = await db('profiles').where({ id }).first();
  return row ? toProfile(row) : null;
}

/** The viewer's profile row with the flags other modules own (`forced_consent_media`), in one query. */
/** The viewer's row as stored, with `flags` (columns other modules provide); `toProfile` reads it at each use. */
export async function findViewerRow(db: Knex, id: number, flags: Knex.Raw[]): Promise<Record<string, unknown> | null> {
  return (await db('profiles').where('profiles.id', id).select('profiles.*', ...flags).first()) ?? null;
}

/** Log-on lookup: the profile whose name (by its key, names.ts) or e-mail matches, case-insensitively. */
/** What other modules may show of a profile's identity (never the e-mail, credentials or security fields). */
export type PublicIdentity = {
  id: number;
  name: string;
  kind: ProfileKind;
  status: number;
  darkStatus: number;
  member: boolean;
  forcedValidation: boolean;
  lastLogonAt: Date | null;
  createdAt: Date;
};

export async function findPublicIdentities(db: Knex, ids: readonly number[]): Promise<PublicIdentity[]> {
  if (!ids.length) return [];
  const rows = await publicIdentitiesQuery(db).whereIn('id', ids);
  return rows.map(toPublicIdentity);
}

/**
 * The query behind `findPublicIdentities`, for a module that reads an identity in the same statement as its own
 * data (the profile page: `row_to_json` of it); `toPublicIdentity` reads its row back, raw or through JSON.
 */
export const publicIdentitiesQuery = (db: Knex): Knex.QueryBuilder =>
  db('profiles').select('id', 'name', 'kind', 'status', 'dark_status', 'member', 'member_until', 'forced_validation', 'last_logon_at', 'created_at');

export const toPublicIdentity = (r: Record<string, unknown>): PublicIdentity => ({
  id: Number(r.id),
  name: String(r.name),
  kind: r.kind as ProfileKind,
  status: Number(r.status),
  darkStatus: Number(r.dark_status),
  member: isMemberNow(r),
  forcedValidation: Boolean(r.forced_validation),
  lastLogonAt: r.last_logon_at ? new Date(r.last_logon_at as string) : null,
  createdAt: new Date(r.created_at as string),
});

/**
 * Subquery: the ids of the profiles other members may see (Active, not held for forced validation), for a list
 * of profiles: `query.whereIn('favourite_id', visibleProfileIds(db))` (blocks are profiles' `hiddenFor`).
 * On the dark site only those who may be there (approved dark status, a membership now): the site is required, so
 * no list can forget it. `loggedOnSince` keeps those logged on since then; `nameContains` those whose name holds
 * the text, in any case.
 */
export function visibleProfileIds(db: Knex, site: Readonly<{ dark: boolean }>, only: { loggedOnSince?: Date; nameContains?: string; nameIn?: readonly string[] } = {}): Knex.QueryBuilder {
  const query = db('profiles').where({ status: ProfileStatus.Active, forced_validation: false }).select('id');
  // Spec §4: on the dark site only approved paying members are there (mayEnterDarkSite, with isMemberNow's expiry).
  if (site.dark) query.where({ dark_status: DarkStatusApproved }).whereRaw(memberNowSql());
  if (only.loggedOnSince) query.where('last_logon_at', '>=', only.loggedOnSince);
  // `like`, not strpos: the trigram index on name_key (search's migration) serves it.
  if (only.nameContains) query.whereRaw(`name_key like ? escape '\\'`, [`%${nameKey(only.nameContains).replace(/[\\%_]/g, '\\$&')}%`]);
  if (only.nameIn) query.whereIn('name_key', only.nameIn.map(nameKey));
  return query;
}

/** The newest profiles others may see on the site (Active, not held for validation), minus `hidden` (a subquery of ids), newest first. */
export async function findNewestVisibleProfileIds(db: Knex, site: Readonly<{ dark: boolean }>, hidden: Knex.QueryBuilder, take: number): Promise<number[]> {
  const rows = await newestVisibleProfileIdsQuery(db, site, hidden, take);
  return rows.map((r: { id: number | string }) => Number(r.id));
}

/** The same as a subquery (one column `id`, newest first), for a statement that reads more of them (the start page's cards). */
export const newestVisibleProfileIdsQuery = (db: Knex, site: Readonly<{ dark: boolean }>, hidden: Knex.QueryBuilder, take: number): Knex.QueryBuilder =>
  visibleProfileIds(db, site)
    .whereNotIn('id', hidden)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(take);

/** Subquery: the ids of the profiles deleted, or waiting to be (their rows stay until then). */
export const deletedProfileIds = (db: Knex): Knex.QueryBuilder =>
  db('profiles').whereIn('status', [ProfileStatus.ToBeDeleted, ProfileStatus.Deleted]).select('id');

/** The case-folded name of the profile whose id is in `idColumn` (a correlated subquery): to order a list by name. */
export const profileNameOrder = (db: Knex, idColumn: string): Knex.QueryBuilder => db('profiles').where('id', db.ref(idColumn)).select('name_key');

export async function findProfileByNameOrEmail(db: Knex, nameOrEmail: string): Promise<ProfileRecord | null> {
  const row = await db('profiles')
    .where('name_key', nameKey(nameOrEmail))
    .orWhereRaw('lower(email) = ?', [nameOrEmail.trim().toLowerCase()])
    .orderBy('id')
    .first();
  return row ? toProfile(row) : null;
}

/** The profile whose e-mail address this is (case-insensitively), whatever its status. */
export async function findProfileByEmail(db: Knex, email: string): Promise<ProfileRecord | null> {
  const row = await db('profiles').whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
  return row ? toProfile(row) : null;
}

/** The profile with this very name (by its key, names.ts), not a look-alike. */
export async function findProfileByNameKey(db: Knex, name: string): Promise<ProfileRecord | null> {
  const row = await db('profiles').where('name_key', nameKey(name)).first();
  return row ? toProfile(row) : null;
}

/** Removes a profile row and, by cascade, its persons and tokens: only for a pending sign-up that is replaced. */
/** The profile's status, its row locked until the transaction ends; null when there is no such profile. */
export async function lockProfileStatus(trx: Knex, id: number): Promise<number | null> {
  const row = await trx('profiles').where({ id }).forUpdate().first<{ status: number } | undefined>('status');
  return row ? Number(row.status) : null;
}

export async function deleteProfileRow(db: Knex, id: number): Promise<void> {
  await db('profiles').where({ id }).del();
}

/** Why another profile's name stands in the way: the same name in any case or form, or a look-alike. */
export async function findNameClash(db: Knex, name: string, exceptId?: number): Promise<'taken' | 'similar' | null> {
  const key = nameKey(name);
  const q = db('profiles').where((w) => w.where('name_key', key).orWhere('name_skeleton', nameSkeleton(name)));
  if (exceptId) q.whereNot({ id: exceptId });
  const row = (await q.orderByRaw('name_key = ? desc', [key]).first('name_key')) as { name_key: string } | undefined;
  if (!row) return null;
  return row.name_key === key ? 'taken' : 'similar';
}

/** True when the name is taken or too similar to another profile's name. */
export async function isNameTaken(db: Knex, name: string, exceptId?: number): Promise<boolean> {
  return (await findNameClash(db, name, exceptId)) !== null;
}

/** The columns that hold a profile name: the NFKC display form, its unique key and its look-alike skeleton. */
export const nameColumns = (name: string) => ({ name: normalizeName(name), name_key: nameKey(name), name_skeleton: nameSkeleton(name) });

export async function isEmailTaken(db: Knex, email: string, exceptId?: number): Promise<boolean> {
  const q = db('profiles').whereRaw('lower(email) = ?', [email.trim().toLowerCase()]);
  if (exceptId) q.whereNot({ id: exceptId });
  return Boolean(await q.first('id'));
}

export type NewProfile = {
  name: string;
  email: string;
  passwordHash: string | null;
  kind: ProfileKind;
  status: number;
  darkStatus: number;
  member: boolean;
  termsVersion: number;
  forcedValidation: boolean;
  staffRole: number;
  language: string | null;
  referrer?: string | null;
  /** Created with the e-mail address already confirmed (the CLI, test factories); sign-up confirms by link. */
  emailConfirmed?: boolean;
};

/** The row of a new profile. */
const newProfileRow = (db: Knex, p: NewProfile & { lastLogonAt?: Date | null }) => ({
  ...nameColumns(p.name),
  email: p.email,
  password_hash: p.passwordHash,
  kind: p.kind,
  status: p.status,
  dark_status: p.darkStatus,
  member: p.member,
  terms_version: p.termsVersion,
  terms_accepted_at: p.termsVersion > 0 ? db.fn.now() : null,
  privacy_consent_at: p.termsVersion > 0 ? db.fn.now() : null,
  forced_validation: p.forcedValidation,
  staff_role: p.staffRole,
  language: p.language,
  referrer: p.referrer ?? null,
  email_confirmed_at: p.emailConfirmed ? db.fn.now() : null,
  last_logon_at: p.lastLogonAt ?? null,
});

export async function insertProfile(db: Knex, p: NewProfile): Promise<ProfileRecord> {
  const [row] = await db('profiles').insert(newProfileRow(db, p)).returning('*');
  return toProfile(row);
}

/** Many profiles in one statement (demo data): the ids in the order given. */
export async function insertProfilesInBulk(db: Knex, profiles: (NewProfile & { lastLogonAt?: Date | null })[]): Promise<number[]> {
  if (!profiles.length) return [];
  const rows = await db('profiles').insert(profiles.map((p) => newProfileRow(db, p))).returning('id');
  return rows.map((r: { id: number | string }) => Number(r.id));
}

/** A demo profile for a bulk load: its id reserved by the caller (platform `reserveIds`), its dates given. */
export type BulkProfile = NewProfile & { id: number; createdAt: Date; lastLogonAt: Date | null };

/** Many profiles through a bulk writer (platform `bulkLoad`: COPY on Postgres): the rows `insertProfilesInBulk` makes. */
export async function copyProfilesInBulk(copy: CopyWriter, profiles: readonly BulkProfile[]): Promise<void> {
  const columns = ['id', 'name', 'name_key', 'name_skeleton', 'email', 'password_hash', 'kind', 'status', 'dark_status', 'member', 'terms_version', 'terms_accepted_at', 'privacy_consent_at', 'forced_validation', 'staff_role', 'language', 'email_confirmed_at', 'last_logon_at', 'created_at', 'updated_at'];
  await copy('profiles', columns, profiles.map((p) => {
    const names = nameColumns(p.name);
    const accepted = p.termsVersion > 0 ? p.createdAt : null;
    return [p.id, names.name, names.name_key, names.name_skeleton, p.email, p.passwordHash, p.kind, p.status, p.darkStatus, p.member, p.termsVersion, accepted, accepted, p.forcedValidation, p.staffRole, p.language, p.emailConfirmed ? p.createdAt : null, p.lastLogonAt, p.createdAt, p.createdAt];
  }));
}

export type ProfileChanges = Partial<{
  name: string;
  email: string;
  passwordHash: string;
  status: number;
  termsVersion: number;
  privacyConsent: boolean;
  language: string | null;
  staffRole: number;
  emailConfirmed: boolean;
  newSecurityStamp: boolean;
  deletionRequested: boolean | null;
  loggedOn: boolean;
}>;

/** Applies the given changes to one profile; returns false when the profile does not exist. */
/** Single or couple: the profiles module converts a profile and keeps its persons in step in the same transaction. */
export async function setProfileKind(db: Knex, id: number, kind: ProfileKind): Promise<void> {
  await db('profiles').where({ id }).update({ kind, updated_at: db.fn.now() });
}

export async function updateProfile(db: Knex, id: number, c: ProfileChanges): Promise<boolean> {
  const now = db.fn.now();
  const set: Record<string, unknown> = { updated_at: now };
  if (c.name !== undefined) Object.assign(set, nameColumns(c.name));
  if (c.email !== undefined) set.email = c.email;
  if (c.passwordHash !== undefined) Object.assign(set, { password_hash: c.passwordHash, password_changed_at: now });
  if (c.status !== undefined) set.status = c.status;
  if (c.termsVersion !== undefined) Object.assign(set, { terms_version: c.termsVersion, terms_accepted_at: now });
  if (c.privacyConsent) set.privacy_consent_at = now;
  if (c.language !== undefined) set.language = c.language;
  if (c.staffRole !== undefined) set.staff_role = c.staffRole;
  if (c.emailConfirmed !== undefined) set.email_confirmed_at = c.emailConfirmed ? now : null;
  if (c.newSecurityStamp) set.security_stamp = db.raw('md5(random()::text || clock_timestamp()::text)');
  if (c.deletionRequested !== undefined) set.deletion_requested_at = c.deletionRequested ? now : null;
  if (c.loggedOn) set.last_logon_at = now;
  return (await db('profiles').where({ id }).update(set)) > 0;
}

/** The password hash only, for checks that need it (it never leaves the module). */
export async function findPasswordHash(db: Knex, id: number): Promise<string | null> {
  const row = await db('profiles').where({ id }).first('password_hash');
  return (row?.password_hash as string | null) ?? null;
}

export async function findLatestTermsVersion(db: Knex): Promise<number> {
  const row = await db('terms_versions').max('version as v').first();
  return Number(row?.v ?? 1);
}

export async function insertTermsVersion(db: Knex, version: number): Promise<void> {
  await db('terms_versions').insert({ version });
}
