import type { Knex } from 'knex';
import type { DarkPersonRole } from './status.ts';

export type DarkApplicationRecord = {
  profileId: number;
  presentation: string;
  role1: DarkPersonRole;
  role2: DarkPersonRole | null;
  appliedAt: Date;
  decidedAt: Date | null;
  declineReason: string | null;
};

type Row = Record<string, unknown>;
const toApplication = (r: Row): DarkApplicationRecord => ({
  profileId: Number(r.profile_id),
  presentation: String(r.presentation),
  role1: r.role1 as DarkPersonRole,
  role2: (r.role2 as DarkPersonRole | null) ?? null,
  appliedAt: new Date(r.applied_at as string),
  decidedAt: r.decided_at ? new Date(r.decided_at as string) : null,
  declineReason: (r.decline_reason as string | null) ?? null,
});

export async function findApplication(db: Knex, profileId: number): Promise<DarkApplicationRecord | null> {
  const row = await db('dark_applications').where({ profile_id: profileId }).first();
  return row ? toApplication(row) : null;
}

/** A new or renewed application: sent now, undecided. */
export async function upsertApplication(db: Knex, profileId: number, a: { presentation: string; role1: string; role2: string | null }): Promise<void> {
  const now = db.fn.now();
  await db('dark_applications')
    .insert({ profile_id: profileId, ...a, terms_accepted_at: now, applied_at: now, decided_at: null, decline_reason: null })
    .onConflict('profile_id')
    .merge();
}

export async function updateInformation(db: Knex, profileId: number, a: { presentation: string; role1: string; role2: string | null }): Promise<boolean> {
  return (await db('dark_applications').where({ profile_id: profileId }).update(a)) > 0;
}

export async function recordDecision(db: Knex, profileId: number, declineReason: string | null): Promise<void> {
  await db('dark_applications').where({ profile_id: profileId }).update({ decided_at: db.fn.now(), decline_reason: declineReason });
}

export async function deleteApplication(db: Knex, profileId: number): Promise<void> {
  await db('dark_applications').where({ profile_id: profileId }).del();
}

/** Undecided applications, oldest first. */
export async function findPendingApplications(db: Knex, limit = 200): Promise<DarkApplicationRecord[]> {
  const rows = await db('dark_applications').whereNull('decided_at').orderBy('applied_at').limit(limit);
  return rows.map(toApplication);
}
