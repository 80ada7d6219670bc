import type { Knex } from 'knex';
import type { ProfileActor } from '../../../../platform/auth/actor.ts';
import { authorize } from '../../../../platform/auth/authorize.ts';
import { paymentProviders } from '../../providers/use.ts';
import { VippsProblemError } from '../../providers/vipps/client.ts';
import * as errors from '../errors.ts';
import { findSubscription, updateSubscription, type Subscription } from '../repo.ts';
import { activeSubscriptionStates } from '../states.ts';
import { customerHandle } from './begin.ts';
import { endSubscription, renewSubscription } from './renew.ts';

/** The member's own running subscription; anyone else's is the same 404 as none. */
async function ownRunning(db: Knex, subscriptionId: number, actor: ProfileActor): Promise<Subscription> {
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription) throw errors.subscriptionNotFound();
  authorize(actor, 'payments.subscription', { subscriptionId, ownerId: subscription.profileId });
  if (!activeSubscriptionStates.includes(subscription.state)) throw errors.notRenewingSubscription();
  return subscription;
}

/**
 * StopSubscription: nothing renews any more, and the membership already paid runs to the end of its period. The
 * wallet's agreement is stopped at the provider first, so a stop we record is one the provider knows.
 */
export async function stopSubscription(db: Knex, subscriptionId: number, actor: ProfileActor): Promise<{ paidUntil: Date | null }> {
  const subscription = await ownRunning(db, subscriptionId, actor);
  if (subscription.processor === 'VippsMobilePayRecurring' && subscription.providerRef) {
    const providers = paymentProviders();
    if (!providers) throw errors.paymentsUnavailable();
    try {
      await providers.vipps.client.stopAgreement(subscription.providerRef);
    } catch {
      throw errors.providerFailed();
    }
  }
  await db.transaction((trx) => endSubscription(trx, subscriptionId, 'DeactivatedByUser', null));
  return { paidUntil: subscription.periodEnd };
}

/** ChangePaymentMethod: the card provider's page that saves a new card; its webhook puts it on the subscription. */
export async function changePaymentMethod(db: Knex, subscriptionId: number, actor: ProfileActor, origin: string): Promise<string> {
  const subscription = await ownRunning(db, subscriptionId, actor);
  if (subscription.processor !== 'Billwerk') throw errors.notRenewingSubscription();
  const providers = paymentProviders();
  if (!providers) throw errors.paymentsUnavailable();
  try {
    const session = await providers.billwerk.client.createRecurringSession({
      customer: customerHandle(actor.profileId),
      accept_url: `${origin}/Membership?cardChanged=1`,
      cancel_url: `${origin}/Membership`,
    });
    return session.url;
  } catch {
    throw errors.providerFailed();
  }
}

/**
 * RerunRecurrentTransaction: after a refused renewal (a new card saved, money on the account), the member asks
 * for the renewal now instead of at the next retry. Counts as one of the attempts.
 */
export async function rerunRenewal(db: Knex, subscriptionId: number, actor: ProfileActor): Promise<Subscription> {
  const subscription = await ownRunning(db, subscriptionId, actor);
  if (subscription.processor !== 'Billwerk' || subscription.failedAttempts === 0) throw errors.notRenewingSubscription();
  await updateSubscription(db, subscriptionId, { next_attempt_at: new Date() });
  await renewSubscription(db, subscriptionId);
  return (await findSubscription(db, subscriptionId))!;
}

/** The job that stops a wallet agreement after its member's account was deleted (enqueued in the deletion's transaction). */
export const stopAgreementJob = 'payments.stopAgreement';

/**
 * Stops a wallet agreement at the provider, so nothing more is charged (a charge already made ahead of its due date
 * is cancelled with it). An agreement the provider no longer has or has stopped already is done; anything else
 * throws, and the job runs again.
 */
export async function stopWalletAgreement(agreementId: string): Promise<void> {
  const providers = paymentProviders();
  if (!providers) throw new Error(`${stopAgreementJob}: this process has no payment providers`);
  try {
    await providers.vipps.client.stopAgreement(agreementId);
  } catch (err) {
    if (err instanceof VippsProblemError && err.status >= 400 && err.status < 500 && err.status !== 429) return;
    throw err;
  }
}
