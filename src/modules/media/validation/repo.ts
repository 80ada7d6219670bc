import type { Knex } from 'knex';
import type { ValidationMethod, ValidationStatus } from './schemas.ts';

export type ValidationRow = {
  id: number;
  profileId: number;
  method: ValidationMethod;
  status: ValidationStatus;
  mediaId: number | null;
  code: string | null;
  decidedById: number | null;
  decidedBy: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

const toValidation = (r: Record<string, unknown>): ValidationRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  method: r.method as ValidationMethod,
  status: r.status as ValidationStatus,
  mediaId: r.media_id == null ? null : Number(r.media_id),
  code: (r.code as string | null) ?? null,
  decidedById: r.decided_by_id == null ? null : Number(r.decided_by_id),
  decidedBy: (r.decided_by as string | null) ?? null,
  reason: (r.reason as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  decidedAt: r.decided_at ? new Date(r.decided_at as string) : null,
});

/** The profile's newest validation, whatever its status: what the member's page shows. */
export async function findLatestValidation(db: Knex, profileId: number): Promise<ValidationRow | null> {
  const row = await db('media_validations').where({ profile_id: profileId }).orderBy('id', 'desc').first();
  return row ? toValidation(row) : null;
}

/** The profile's Ongoing validation, its row locked until the transaction ends. */
export async function lockOngoingValidation(trx: Knex, profileId: number): Promise<ValidationRow | null> {
  const row = await trx('media_validations').where({ profile_id: profileId, status: 'Ongoing' }).forUpdate().first();
  return row ? toValidation(row) : null;
}

export type NewValidation = { profileId: number; method: ValidationMethod; status: ValidationStatus; mediaId?: number | null; code?: string | null; decidedBy?: string | null };

export async function insertValidation(db: Knex, v: NewValidation): Promise<number> {
  const decided = v.status !== 'Ongoing';
  const [row] = await db('media_validations')
    .insert({ profile_id: v.profileId, method: v.method, status: v.status, media_id: v.mediaId ?? null, code: v.code ?? null, decided_by: v.decidedBy ?? null, decided_at: decided ? db.fn.now() : null })
    .returning('id');
  return Number(row.id);
}

/** Replaces the video (and its code) of an Ongoing video validation. */
export async function updateValidationVideo(db: Knex, id: number, mediaId: number, code: string): Promise<void> {
  await db('media_validations').where({ id }).update({ media_id: mediaId, code, created_at: db.fn.now() });
}

/** Staff's decision on an Ongoing validation: who, when, and (for Invalid) why. */
export async function decideValidation(db: Knex, id: number, d: { status: 'Valid' | 'Invalid'; decidedById: number | null; decidedBy: string; reason: string | null }): Promise<void> {
  await db('media_validations').where({ id, status: 'Ongoing' }).update({ status: d.status, decided_by_id: d.decidedById, decided_by: d.decidedBy, reason: d.reason, decided_at: db.fn.now() });
}

export async function deleteValidation(db: Knex, id: number): Promise<void> {
  await db('media_validations').where({ id }).delete();
}

/** Every Ongoing validation, oldest first (staff's queue). */
export async function findOngoingValidations(db: Knex): Promise<ValidationRow[]> {
  return (await db('media_validations').where({ status: 'Ongoing' }).orderBy('created_at')).map(toValidation);
}
