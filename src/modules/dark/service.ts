import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { findProfileForCli, getProfile, setDarkStatus, type ProfileRecord } from '../accounts/index.ts';
import { listSites } from '../sites/index.ts';
import { darkErrors } from './errors.ts';
import * as repo from './repo.ts';
import type { DarkApplication, DarkInformation } from './schemas.ts';
import { DarkStatus, darkStatusName, type DarkStatusName } from './status.ts';

async function profileOf(db: Knex, profileId: number): Promise<ProfileRecord> {
  const profile = await getProfile(db, profileId);
  if (!profile) throw new Error(`No profile with id ${profileId}`);
  return profile;
}

/** The roles to store: a couple names both persons' roles, a single profile one. */
function rolesFor(profile: ProfileRecord, info: DarkInformation) {
  if (profile.kind === 'Couple' && !info.role2) throw darkErrors.role2Required();
  return { presentation: info.presentation, role1: info.role1, role2: profile.kind === 'Couple' ? (info.role2 ?? null) : null };
}

/**
 * Sends the application: the first one (status None; `mode` 'first'), again after a decline ('again'), or
 * whichever fits the profile's status ('any', the web form). Status becomes Applied.
 */
export async function submitApplication(db: Knex, profileId: number, input: DarkApplication, mode: 'first' | 'again' | 'any'): Promise<void> {
  await db.transaction(async (trx) => {
    const profile = await profileOf(trx, profileId);
    const status = profile.darkStatus;
    if (mode === 'first' && status !== DarkStatus.None) throw darkErrors.alreadyApplied();
    if (mode === 'again' && status !== DarkStatus.Declined) throw darkErrors.notDeclined();
    if (status !== DarkStatus.None && status !== DarkStatus.Declined) throw darkErrors.alreadyApplied();
    await repo.upsertApplication(trx, profileId, rolesFor(profile, input));
    await setDarkStatus(trx, profileId, DarkStatus.Applied);
  });
}

/** Changes the presentation and roles of a sent (or approved) application; the status stays. */
export async function saveDarkInformation(db: Knex, profileId: number, input: DarkInformation): Promise<void> {
  await db.transaction(async (trx) => {
    const profile = await profileOf(trx, profileId);
    if (profile.darkStatus !== DarkStatus.Applied && profile.darkStatus !== DarkStatus.Approved) throw darkErrors.noApplication();
    await repo.updateInformation(trx, profileId, rolesFor(profile, input));
  });
}

/** Removes the dark profile (and any application): status None; the profile itself stays. */
export async function deleteDarkProfile(db: Knex, profileId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await repo.deleteApplication(trx, profileId);
    await setDarkStatus(trx, profileId, DarkStatus.None);
  });
}


/** The dark profile as its edit form shows it: the stored information, and whether a second person's role is asked. */
export async function darkProfileForEdit(db: Knex, profileId: number): Promise<{ application: repo.DarkApplicationRecord | null; couple: boolean }> {
  const [application, profile] = await Promise.all([repo.findApplication(db, profileId), profileOf(db, profileId)]);
  return { application, couple: profile.kind === 'Couple' };
}

export type CurrentDarkProfile = { status: DarkStatusName; application: repo.DarkApplicationRecord | null };

export async function currentDarkProfile(db: Knex, profileId: number, darkStatus: number): Promise<CurrentDarkProfile> {
  return { status: darkStatusName(darkStatus), application: await repo.findApplication(db, profileId) };
}

/** Where a profile stands on the dark site, for its front page. */
export type DarkStanding = CurrentDarkProfile & { member: boolean; regularOrigin: string | null };

export async function darkStanding(db: Knex, actor: ProfileActor): Promise<DarkStanding> {
  const [current, sites] = await Promise.all([currentDarkProfile(db, actor.profileId, actor.darkStatus), listSites(db)]);
  return { ...current, member: actor.member, regularOrigin: sites.find((s) => !s.dark)?.origin ?? null };
}

/** The dark site's origin and name, for links in the decision mails. */
async function darkSite(db: Knex): Promise<{ origin: string; name: string }> {
  const site = (await listSites(db)).find((s) => s.dark);
  if (!site) throw new Error('No dark site is configured');
  return site;
}

async function pendingProfile(db: Knex, nameOrEmail: string): Promise<ProfileRecord> {
  const profile = await findProfileForCli(db, nameOrEmail);
  if (profile.darkStatus !== DarkStatus.Applied) throw new Error(`"${profile.name}" has no application waiting (dark status ${darkStatusName(profile.darkStatus)})`);
  return profile;
}

/** Staff approve a waiting application (admin CLI); the member is told by mail in their language. */
export async function approveApplication(db: Knex, nameOrEmail: string): Promise<ProfileRecord> {
  const site = await darkSite(db);
  return db.transaction(async (trx) => {
    const profile = await pendingProfile(trx, nameOrEmail);
    await repo.recordDecision(trx, profile.id, null);
    await setDarkStatus(trx, profile.id, DarkStatus.Approved);
    await queueMail(trx, { to: profile.email, locale: profile.language, template: 'dark.mail.approved', params: { name: profile.name, siteName: site.name }, link: `${site.origin}/` });
    return profile;
  });
}

/** Staff decline a waiting application, with a reason the member sees (admin CLI); the member is told by mail. */
export async function declineApplication(db: Knex, nameOrEmail: string, reason: string | null): Promise<ProfileRecord> {
  const site = await darkSite(db);
  const why = reason?.trim() ? reason.trim().slice(0, 1000) : null;
  return db.transaction(async (trx) => {
    const profile = await pendingProfile(trx, nameOrEmail);
    await repo.recordDecision(trx, profile.id, why);
    await setDarkStatus(trx, profile.id, DarkStatus.Declined);
    const template = why ? 'dark.mail.declinedWithReason' : 'dark.mail.declined';
    await queueMail(trx, { to: profile.email, locale: profile.language, template, params: { name: profile.name, siteName: site.name, reason: why ?? '' }, link: `${site.origin}/EditProfile/DarkProfile` });
    return profile;
  });
}

/** Waiting applications with the profile's name, oldest first (admin CLI). */
export async function listPendingApplications(db: Knex): Promise<(repo.DarkApplicationRecord & { name: string; kind: string })[]> {
  const pending = await repo.findPendingApplications(db);
  const rows = await Promise.all(pending.map(async (a) => ({ a, p: await getProfile(db, a.profileId) })));
  return rows.filter((r) => r.p && r.p.darkStatus === DarkStatus.Applied).map(({ a, p }) => ({ ...a, name: p!.name, kind: p!.kind }));
}
