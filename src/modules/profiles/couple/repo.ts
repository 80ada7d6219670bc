import type { Knex } from 'knex';
import { ownProfileChanged } from '../kept.ts';
import { isoDate, newPersonConfirmedAt } from '../repo.ts';

// Persons added and removed (single ↔ couple), and a couple's second person and their secret link (partner.ts).

type RawPerson = Record<string, unknown> & { position: number };

/** Writes the persons of a profile anew (positions 0 and 1 swap or close up); their details travel with them. */
export async function rewritePersons(trx: Knex, profileId: number, order: number[]): Promise<void> {
  const rows = (await trx('profile_persons').where({ profile_id: profileId }).select('*')) as RawPerson[];
  const byPosition = new Map(rows.map((r) => [Number(r.position), r]));
  await trx('profile_persons').where({ profile_id: profileId }).del();
  const kept = order.map((from, to) => ({ ...byPosition.get(from)!, position: to }));
  if (kept.length) await trx('profile_persons').insert(kept);
}

export async function insertPerson(trx: Knex, profileId: number, position: number, person: { birthday: string; gender: string }): Promise<void> {
  await trx('profile_persons').insert({ profile_id: profileId, position, birthday: person.birthday, gender: person.gender, confirmed_at: newPersonConfirmedAt(trx, position) });
}

/** The second person as their invitation sees them; `email` is the address the owner invited (never shown to others). */
export type PartnerRow = { profileId: number; position: number; birthday: string; gender: string; email: string | null; confirmed: boolean; invited: boolean };

const toPartner = (r: Record<string, unknown>): PartnerRow => ({
  profileId: Number(r.profile_id),
  position: Number(r.position),
  birthday: isoDate(r.birthday),
  gender: String(r.gender),
  email: (r.partner_email as string | null) ?? null,
  confirmed: r.confirmed_at != null,
  invited: r.partner_token_hash != null,
});

/** The profile's second person: the one waiting to confirm, else the one who confirmed by a link; null for neither. */
export async function findPartnerPerson(db: Knex, profileId: number): Promise<PartnerRow | null> {
  const row = await db('profile_persons')
    .where({ profile_id: profileId })
    .andWhere((q) => q.whereNull('confirmed_at').orWhereNotNull('partner_token_hash'))
    .orderByRaw('confirmed_at is null desc')
    .first();
  return row ? toPartner(row) : null;
}

/** The person a secret link names (by the link's sha256), confirmed or not; `lock` holds the row until the transaction ends. */
export async function findPartnerByTokenHash(db: Knex, tokenHash: string, opts: { lock?: boolean } = {}): Promise<PartnerRow | null> {
  const query = db('profile_persons').where({ partner_token_hash: tokenHash }).first();
  const row = await (opts.lock ? query.forUpdate() : query);
  return row ? toPartner(row) : null;
}

/** Points a waiting person's invitation at `email` with a new link (the previous link stops working); false when nobody waits there. */
export async function setPartnerInvitation(trx: Knex, profileId: number, position: number, email: string, tokenHash: string): Promise<boolean> {
  const updated = await trx('profile_persons')
    .where({ profile_id: profileId, position })
    .whereNull('confirmed_at')
    .update({ partner_email: email, partner_token_hash: tokenHash })
    .returning('position');
  return updated.length > 0;
}

/** Confirms the person a link names, once (a second confirmation changes nothing); null when the link names nobody. */
export async function confirmPartnerByTokenHash(db: Knex, tokenHash: string): Promise<PartnerRow | null> {
  const [row] = await db('profile_persons')
    .where({ partner_token_hash: tokenHash })
    .update({ confirmed_at: db.raw('coalesce(confirmed_at, now())') })
    .returning('*');
  if (row) await ownProfileChanged(db, Number(row.profile_id));
  return row ? toPartner(row) : null;
}

/** A profile left with one person: that person stands confirmed, with no invitation or link of a partner. */
export async function settleSinglePerson(trx: Knex, profileId: number): Promise<void> {
  await trx('profile_persons')
    .where({ profile_id: profileId })
    .update({ confirmed_at: trx.raw('coalesce(confirmed_at, now())'), partner_email: null, partner_token_hash: null });
  await ownProfileChanged(trx, profileId);
}

export async function countPartnerInvitationsSince(db: Knex, profileId: number, since: Date): Promise<number> {
  const row = await db('profile_partner_invitations').where({ profile_id: profileId }).where('sent_at', '>', since).count<{ n: string | number }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

/** Counts one invitation of the profile, and forgets its ones older than a week (only the last day counts). */
export async function insertPartnerInvitation(trx: Knex, profileId: number): Promise<void> {
  await trx('profile_partner_invitations').where({ profile_id: profileId }).where('sent_at', '<', new Date(Date.now() - 7 * 24 * 3600_000)).del();
  await trx('profile_partner_invitations').insert({ profile_id: profileId });
}
