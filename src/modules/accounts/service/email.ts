import type { Knex } from 'knex';
import { consumeToken } from '../tokens.ts';
import { updateProfile } from '../repo.ts';

/** Follows a confirmation link: marks the address confirmed. False when the link is used or expired. */
export async function confirmEmail(db: Knex, queryString: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const token = await consumeToken(trx, 'confirmEmail', queryString);
    if (!token) return false;
    return updateProfile(trx, token.profileId, { emailConfirmed: true });
  });
}
