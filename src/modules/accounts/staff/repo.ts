import type { Knex } from 'knex';

/** One staff member acting as a profile, from the link's use until they return to their own profile. */
export type ImpersonationAuditRecord = { id: number; staffProfileId: number; profileId: number; ip: string | null; startedAt: Date; endedAt: Date | null };

const toAudit = (r: Record<string, unknown>): ImpersonationAuditRecord => ({
  id: Number(r.id),
  staffProfileId: Number(r.staff_profile_id),
  profileId: Number(r.profile_id),
  ip: (r.ip as string | null) ?? null,
  startedAt: new Date(r.started_at as string),
  endedAt: r.ended_at ? new Date(r.ended_at as string) : null,
});

export async function insertImpersonationAudit(db: Knex, staffProfileId: number, profileId: number, ip: string | null): Promise<ImpersonationAuditRecord> {
  const [row] = await db('impersonation_audit').insert({ staff_profile_id: staffProfileId, profile_id: profileId, ip }).returning('*');
  return toAudit(row);
}

/** Ends one impersonation (only while open, and only for the staff member and profile it names). */
export async function closeImpersonationAudit(db: Knex, id: number, staffProfileId: number, profileId: number): Promise<boolean> {
  const closed = await db('impersonation_audit').where({ id, staff_profile_id: staffProfileId, profile_id: profileId }).whereNull('ended_at').update({ ended_at: db.fn.now() });
  return closed > 0;
}

export async function findImpersonationAudits(db: Knex, filter: { staffProfileId?: number; profileId?: number }): Promise<ImpersonationAuditRecord[]> {
  const q = db('impersonation_audit').orderBy('id');
  if (filter.staffProfileId) q.where({ staff_profile_id: filter.staffProfileId });
  if (filter.profileId) q.where({ profile_id: filter.profileId });
  return (await q).map(toAudit);
}
