import type { Knex } from 'knex';
import type { ProfileActor } from '../../../../platform/auth/actor.ts';
import { authorize } from '../../../../platform/auth/authorize.ts';
import type { PublicIdentity } from '../../../accounts/index.ts';
import { visibleIdentity } from '../../../profiles/index.ts';

/**
 * The profile a membership is given to, under the gift rule (`payments.gift`, receipts/policy.ts): another profile
 * the giver may see on this site, no block either way; else the very answer a missing profile gets.
 */
export async function giftRecipient(db: Knex, actor: ProfileActor, recipientId: number): Promise<PublicIdentity> {
  const own = recipientId === actor.profileId;
  const recipient = own ? null : await visibleIdentity(db, recipientId, actor).catch(() => null);
  authorize(actor, 'payments.gift', { profileId: recipientId, own, visible: recipient !== null, blockedEitherWay: false });
  return recipient!;
}
