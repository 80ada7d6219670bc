import type { Knex } from 'knex';
import { dailyResetAt } from '../../platform/limits/daily.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import * as repo from './repo.ts';
import { tooManyNewConversations } from './errors.ts';

/**
 * New conversations a member may start in a rolling 24 hours (issue 18): conversations whose first message is
 * theirs, i.e. with someone who had not written to them. 20 is more than anyone writing by hand to profiles they
 * have read starts in a day, and a quarter of the 80 in a row that were reported; a validated profile (a real
 * person, known by face) may start a few more, a membership (paid, traceable) more, both together the most.
 * Replies, a message in a conversation that exists already and answers to someone who wrote first never count.
 */
export const newConversationsPerDay = { profile: 20, validated: 30, member: 50, validatedMember: 100 } as const;

/** What the sender's cap depends on. */
export type CapHolder = { member: boolean; validated: boolean };

/** The sender's cap: by membership and validation. */
export function newConversationsCap(member: boolean, validated: boolean): number {
  if (member) return validated ? newConversationsPerDay.validatedMember : newConversationsPerDay.member;
  return validated ? newConversationsPerDay.validated : newConversationsPerDay.profile;
}

/**
 * Inside the sending transaction, before a new conversation is made: refuses (429, saying when one more is
 * allowed, in the member's language) when the sender has started `cap` in the last 24 hours. Counted from the
 * conversations themselves (never deleted, only hidden per member), under a per-sender lock so that two first
 * messages at once cannot both take the last place.
 */
export async function refuseOverNewConversationCap(trx: Knex.Transaction, senderId: number, sender: CapHolder, locale: Locale): Promise<void> {
  const cap = newConversationsCap(sender.member, sender.validated);
  await repo.lockFirstContacts(trx, senderId);
  const resetAt = dailyResetAt(await repo.conversationsStartedSince(trx, senderId, new Date(Date.now() - 24 * 60 * 60 * 1000)), cap);
  // A non-member is offered what a membership raises the cap to.
  if (resetAt) throw tooManyNewConversations(cap, resetAt, locale, sender.member ? null : newConversationsCap(true, sender.validated));
}
