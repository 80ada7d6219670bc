import type { Knex } from 'knex';

/** The data_exports queries: one row per archive a member asked for. */

export type DataExportStatus = 'Preparing' | 'Ready' | 'Failed' | 'Expired';
export type DataExportRow = {
  id: number;
  profileId: number;
  siteId: number;
  status: DataExportStatus;
  storageKey: string | null;
  requestedAt: Date;
  expiresAt: Date | null;
};

const toExport = (r: Record<string, unknown>): DataExportRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  siteId: Number(r.site_id),
  status: r.status as DataExportStatus,
  storageKey: (r.storage_key as string | null) ?? null,
  requestedAt: new Date(r.requested_at as string),
  expiresAt: r.expires_at ? new Date(r.expires_at as string) : null,
});

/** A new archive being prepared; a unique violation when one is already being prepared for the member. */
export async function insertDataExport(db: Knex, profileId: number, siteId: number): Promise<number> {
  const [row] = await db('data_exports').insert({ profile_id: profileId, site_id: siteId }).returning('id');
  return Number((row as { id: number }).id);
}

export async function findDataExport(db: Knex, id: number): Promise<DataExportRow | null> {
  const row = await db('data_exports').where({ id }).first();
  return row ? toExport(row) : null;
}

/** The member's newest archive on this site, whatever its state. */
export async function latestDataExport(db: Knex, profileId: number, siteId: number): Promise<DataExportRow | null> {
  const row = await db('data_exports').where({ profile_id: profileId, site_id: siteId }).orderBy('id', 'desc').first();
  return row ? toExport(row) : null;
}

export async function markReady(db: Knex, id: number, storageKey: string, expiresAt: Date): Promise<void> {
  await db('data_exports').where({ id, status: 'Preparing' }).update({ status: 'Ready', storage_key: storageKey, ready_at: db.fn.now(), expires_at: expiresAt });
}

export async function markFailed(db: Knex, id: number): Promise<void> {
  await db('data_exports').where({ id, status: 'Preparing' }).update({ status: 'Failed' });
}

export async function markExpired(db: Knex, id: number): Promise<void> {
  await db('data_exports').where({ id }).update({ status: 'Expired', storage_key: null });
}

/** Deletes the member's archive rows and returns their stored keys (account deletion). */
export async function deleteDataExports(db: Knex, profileId: number): Promise<{ id: number; storageKey: string }[]> {
  const rows = await db('data_exports').where({ profile_id: profileId }).delete().returning(['id', 'storage_key']);
  return rows.filter((r: { storage_key: string | null }) => r.storage_key).map((r: { id: number; storage_key: string }) => ({ id: Number(r.id), storageKey: r.storage_key }));
}
