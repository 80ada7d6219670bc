import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { publish } from '../../../platform/events/index.ts';
import { visibleIdentity } from '../../profiles/index.ts';
import { lodgeNotFound, memberUnknown } from '../errors.ts';
import type { MemberSubject, SelfAction, TargetAction } from '../policy.ts';
import type { LodgeRole } from '../roles.ts';
import { adminsChanged } from './admin-count.ts';
import { membershipDecided, membershipRequested } from './events.ts';
import { subjectOf } from './load.ts';
import * as repo from './repo.ts';
import { requestStates } from './requests.ts';

/**
 * Every change of a profile's standing in a lodge (spec §4, §6): one transaction with the lodge's row locked, the
 * roles read again inside it, the rule decided on what was read, the change, its activity row and the member count.
 * Two admins deciding the same request, or two members taking an ownerless lodge, are taken one after the other:
 * the second finds the standing changed and is refused by the same rule.
 */
async function inLodge<T>(db: Knex, actor: ProfileActor, lodgeId: number, targetId: number | null, change: (trx: Knex.Transaction, s: MemberSubject) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    if (!(await repo.lockLodge(trx, lodgeId))) throw lodgeNotFound();
    const loaded = await repo.loadLodge(trx, lodgeId, actor.profileId);
    if (!loaded) throw lodgeNotFound();
    const self = targetId === null || targetId === actor.profileId;
    const targetRole = self ? loaded.role : await repo.roleOf(trx, lodgeId, targetId);
    return change(trx, { ...subjectOf(loaded), targetRole, self });
  });
}

async function finish(trx: Knex, lodgeId: number, profileId: number, actorId: number, type: repo.ActivityType) {
  await repo.addActivity(trx, lodgeId, profileId, actorId, type);
  await repo.refreshMemberCount(trx, lodgeId);
}

/** The actor's own moves: join, ask to join, leave, take or release ownership. */
export async function changeOwnStanding(db: Knex, actor: ProfileActor, lodgeId: number, action: SelfAction, message = ''): Promise<LodgeRole | null> {
  return inLodge(db, actor, lodgeId, null, async (trx, s) => {
    authorize(actor, `lodges.${action}`, s);
    const me = actor.profileId;
    switch (action) {
      case 'join':
        await repo.setRole(trx, lodgeId, me, 'Member', true);
        await finish(trx, lodgeId, me, me, 'MemberJoined');
        return 'Member';
      case 'request': {
        await repo.setRole(trx, lodgeId, me, 'Requesting');
        const [row] = await trx('lodge_membership_requests').insert({ lodge_id: lodgeId, profile_id: me, message }).returning('id');
        await publish(trx, membershipRequested, { requestId: Number(row.id), lodgeId, profileId: me });
        await adminsChanged(trx, lodgeId);
        return 'Requesting';
      }
      case 'leave':
        await repo.setRole(trx, lodgeId, me, null);
        await finish(trx, lodgeId, me, me, 'LodgeLeft');
        return null;
      case 'takeOwnership':
        await repo.setRole(trx, lodgeId, me, 'Owner');
        await finish(trx, lodgeId, me, me, 'OwnershipTaken');
        return 'Owner';
      case 'releaseOwnership':
        await repo.setRole(trx, lodgeId, me, 'Member');
        await finish(trx, lodgeId, me, me, 'OwnershipReleased');
        return 'Member';
    }
  });
}

/** The open request of a profile (Created or New), if any. */
const openRequest = (trx: Knex, lodgeId: number, profileId: number) =>
  trx('lodge_membership_requests').where({ lodge_id: lodgeId, profile_id: profileId }).whereIn('state', ['Created', 'New']).first('id', 'state');

/**
 * A move on another profile's standing (or the actor's own request: deleteRequest with no target withdraws it).
 * A target the actor may not see (hidden, blocked either way, another site) is as unknown as one not in the lodge.
 */
export async function changeStanding(db: Knex, actor: ProfileActor, lodgeId: number, action: TargetAction, targetId: number): Promise<LodgeRole | null> {
  if (targetId !== actor.profileId) {
    try {
      await visibleIdentity(db, targetId, actor);
    } catch {
      throw memberUnknown();
    }
  }
  return inLodge(db, actor, lodgeId, targetId, async (trx, s) => {
    authorize(actor, `lodges.${action}`, s);
    const me = actor.profileId;
    // A request decided, deleted or blocked: the admins' count of waiting requests changes.
    if (s.targetRole === 'Requesting') await adminsChanged(trx, lodgeId);
    const decide = async (approved: boolean) => {
      const request = await openRequest(trx, lodgeId, targetId);
      if (request) {
        await requestStates.transition(trx, Number(request.id), request.state, approved ? 'Approved' : 'Declined', { decided_at: trx.fn.now(), decided_by: me });
        await publish(trx, membershipDecided, { requestId: Number(request.id), lodgeId, profileId: targetId, actorId: me, approved });
      }
    };
    switch (action) {
      case 'approve':
        await decide(true);
        await repo.setRole(trx, lodgeId, targetId, 'Member', true);
        await finish(trx, lodgeId, targetId, me, 'MembershipApproved');
        return 'Member';
      case 'decline':
        await decide(false);
        await repo.setRole(trx, lodgeId, targetId, 'Declined');
        await finish(trx, lodgeId, targetId, me, 'MembershipDeclined');
        return 'Declined';
      case 'deleteRequest':
        // Withdrawn by the asker or deleted by an admin before a decision: back to None, no activity (nothing changed).
        await trx('lodge_membership_requests').where({ lodge_id: lodgeId, profile_id: targetId }).whereIn('state', ['Created', 'New']).delete();
        await repo.setRole(trx, lodgeId, targetId, null);
        return null;
      case 'remove':
        await repo.setRole(trx, lodgeId, targetId, null);
        await finish(trx, lodgeId, targetId, me, 'MembershipRevoked');
        return null;
      case 'block':
        await trx('lodge_membership_requests').where({ lodge_id: lodgeId, profile_id: targetId }).whereIn('state', ['Created', 'New']).delete();
        await repo.setRole(trx, lodgeId, targetId, 'Blacklisted');
        await finish(trx, lodgeId, targetId, me, 'ProfileBanned');
        return 'Blacklisted';
      case 'unblock':
        await repo.setRole(trx, lodgeId, targetId, null);
        await finish(trx, lodgeId, targetId, me, 'ProfileUnbanned');
        return null;
      case 'passOwnership':
        // The owner steps down first: at most one Owner per lodge (a unique index) at every moment.
        await repo.setRole(trx, lodgeId, me, 'CoOwner');
        await repo.setRole(trx, lodgeId, targetId, 'Owner');
        await finish(trx, lodgeId, targetId, me, 'OwnershipPassed');
        return 'Owner';
      case 'setAssistant':
        await repo.setRole(trx, lodgeId, targetId, 'Assistant');
        await finish(trx, lodgeId, targetId, me, 'PromotedToAssistant');
        return 'Assistant';
      case 'removeAssistant':
        await repo.setRole(trx, lodgeId, targetId, 'Member');
        await finish(trx, lodgeId, targetId, me, 'DemotedFromAssistant');
        return 'Member';
    }
  });
}

/** The job that tells a lodge's admins of a request moves it Created → New (spec §4): once, whoever runs it. */
export async function markRequestNew(db: Knex, requestId: number): Promise<boolean> {
  const row = await db('lodge_membership_requests').where({ id: requestId }).first('state');
  if (row?.state !== 'Created') return false;
  try {
    await requestStates.transition(db, requestId, 'Created', 'New');
    return true;
  } catch {
    return false; // decided or moved meanwhile: nothing to tell
  }
}
