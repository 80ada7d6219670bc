import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { isBlockedEitherWay } from '../profiles/index.ts';
import { conversationNotFound } from './errors.ts';
import * as repo from './repo.ts';

/** A member typing sends Mail/Typing every few seconds; one announcement per member and conversation per 2 s is enough. */
const quietMs = 2_000;
const lastAnnounced = new Map<string, number>();

function forgetOld(now: number): void {
  if (lastAnnounced.size < 10_000) return;
  for (const [key, at] of lastAnnounced) if (now - at >= quietMs) lastAnnounced.delete(key);
}

/**
 * Mail/Typing: tells the other participants who have the conversation in their inbox that the member is typing
 * (an ephemeral realtime `typing`, never replayed). Not the member's conversation, or the other side blocked: 404.
 * A repeat within 2 s is dropped before any query; a key is only kept after a call that passed the check, so the
 * shortcut never answers for a conversation the member is not in.
 */
export async function announceTyping(db: Knex, conversationId: number, actor: ProfileActor, now = Date.now()): Promise<void> {
  const viewerId = actor.profileId;
  const key = `${viewerId}:${conversationId}`;
  if (now - (lastAnnounced.get(key) ?? 0) < quietMs) return;
  const parts = await repo.findParticipants(db, conversationId);
  const me = parts.find((p) => p.profileId === viewerId);
  const others = parts.filter((p) => p.profileId !== viewerId);
  if (!me || !others.length) throw conversationNotFound();
  const blocked = await Promise.all(others.map((p) => isBlockedEitherWay(db, viewerId, p.profileId)));
  if (blocked.every(Boolean)) throw conversationNotFound();
  forgetOld(now);
  lastAnnounced.set(key, now);
  // A request the member has not accepted, or one the other side has not: nothing to tell.
  if (me.state !== 'Inbox') return;
  const recipients = others.filter((p, i) => p.state === 'Inbox' && !blocked[i]).map((p) => p.profileId);
  if (recipients.length) sendRealtime(recipients, 'typing', { conversationId, profileId: viewerId }, { ephemeral: true });
}

