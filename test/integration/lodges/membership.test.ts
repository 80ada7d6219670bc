import { expect } from 'chai';
import request from 'supertest';
import type { ProfileActor } from '../../../src/platform/auth/actor.ts';
import { StaffRole } from '../../../src/platform/auth/access.ts';
import { AppError } from '../../../src/platform/http/errors.ts';
import { TransitionNotAllowed } from '../../../src/platform/state-machine.ts';
import { changeOwnStanding, changeStanding, requestStates, targetActions, selfActions, type TargetAction, type SelfAction, type LodgeRole } from '../../../src/modules/lodges/index.ts';
import { setSiteSetting } from '../../../src/modules/sites/index.ts';
import { pauseJobWorker, testApp, testDb } from '../../support/context.ts';
import { buildMember, memberWithApi, jobsSettled } from '../../support/accounts.ts';

type Standing = LodgeRole | 'None';
const standings: Standing[] = ['None', 'Member', 'Owner', 'CoOwner', 'Assistant', 'Requesting', 'Declined', 'Blacklisted'];

/**
 * What spec §4 and §6 allow, written out here on its own (not derived from policy.ts), so a rule that drifts fails:
 * for each move on another profile, the actor's standings (or staff, Support with no standing) and the targets'.
 */
const admins = ['Owner', 'CoOwner', 'staff'];
const allowed: Record<TargetAction, Record<string, Standing[]>> = {
  approve: Object.fromEntries(admins.map((a) => [a, ['Requesting']])),
  decline: Object.fromEntries(admins.map((a) => [a, ['Requesting']])),
  deleteRequest: Object.fromEntries(admins.map((a) => [a, ['Requesting']])),
  remove: { Owner: ['CoOwner', 'Assistant', 'Member'], CoOwner: ['Assistant', 'Member'], staff: ['CoOwner', 'Assistant', 'Member'] },
  block: {
    Owner: ['None', 'Member', 'CoOwner', 'Assistant', 'Requesting', 'Declined'],
    CoOwner: ['None', 'Member', 'Assistant', 'Requesting', 'Declined'],
    staff: ['None', 'Member', 'CoOwner', 'Assistant', 'Requesting', 'Declined'],
  },
  unblock: Object.fromEntries(admins.map((a) => [a, ['Blacklisted']])),
  passOwnership: { Owner: ['Member', 'Assistant', 'CoOwner'] },
  setAssistant: Object.fromEntries(admins.map((a) => [a, ['Member']])),
  removeAssistant: Object.fromEntries(admins.map((a) => [a, ['Assistant']])),
};
/** The target's standing after an allowed move, and the activity row it writes (none: a request deleted). */
const after: Record<TargetAction, { role: Standing; activity: string | null }> = {
  approve: { role: 'Member', activity: 'MembershipApproved' },
  decline: { role: 'Declined', activity: 'MembershipDeclined' },
  deleteRequest: { role: 'None', activity: null },
  remove: { role: 'None', activity: 'MembershipRevoked' },
  block: { role: 'Blacklisted', activity: 'ProfileBanned' },
  unblock: { role: 'None', activity: 'ProfileUnbanned' },
  passOwnership: { role: 'Owner', activity: 'OwnershipPassed' },
  setAssistant: { role: 'Assistant', activity: 'PromotedToAssistant' },
  removeAssistant: { role: 'Member', activity: 'DemotedFromAssistant' },
};
/** The actor's own moves: the standings that may make them (take ownership only in a lodge without an owner). */
const ownAllowed: Record<SelfAction, { open: Standing[]; approved: Standing[]; ownerless?: Standing[] }> = {
  join: { open: ['None', 'Declined'], approved: [] },
  request: { open: [], approved: ['None', 'Declined'] },
  leave: { open: ['Member', 'Assistant', 'CoOwner'], approved: ['Member', 'Assistant', 'CoOwner'] },
  takeOwnership: { open: [], approved: [], ownerless: ['Member', 'Assistant', 'CoOwner'] },
  releaseOwnership: { open: ['Owner'], approved: ['Owner'] },
};
const ownAfter: Record<SelfAction, { role: Standing; activity: string | null }> = {
  join: { role: 'Member', activity: 'MemberJoined' },
  request: { role: 'Requesting', activity: null },
  leave: { role: 'None', activity: 'LodgeLeft' },
  takeOwnership: { role: 'Owner', activity: 'OwnershipTaken' },
  releaseOwnership: { role: 'Member', activity: 'OwnershipReleased' },
};

let siteId = 0;
const actorFor = (profileId: number, staffRole: number = StaffRole.None): ProfileActor => ({
  profileId,
  site: { id: siteId, dark: false },
  status: 3,
  staffRole,
  member: true,
  darkStatus: 0,
  impersonatedBy: null,
});

async function lodge(access: 'AccessForAll' | 'NewMembersApproved', roles: [number, Standing][]): Promise<number> {
  const db = testDb();
  const [row] = await db('lodges').insert({ name: 'Matrix lodge', category_id: 1, access }).returning('id');
  const lodgeId = Number(row.id);
  const rows = roles.filter(([, r]) => r !== 'None').map(([profileId, role]) => ({ lodge_id: lodgeId, profile_id: profileId, role, joined_at: db.fn.now() }));
  if (rows.length) await db('lodge_members').insert(rows);
  const requesting = roles.filter(([, r]) => r === 'Requesting').map(([profileId]) => ({ lodge_id: lodgeId, profile_id: profileId, state: 'New' }));
  if (requesting.length) await db('lodge_membership_requests').insert(requesting);
  return lodgeId;
}

const standingOf = async (lodgeId: number, profileId: number): Promise<Standing> =>
  ((await testDb()('lodge_members').where({ lodge_id: lodgeId, profile_id: profileId }).first('role'))?.role as Standing | undefined) ?? 'None';
const activitiesOf = async (lodgeId: number) => (await testDb()('lodge_activities').where({ lodge_id: lodgeId }).orderBy('id').select('type', 'profile_id', 'actor_id')).map((r) => ({ ...r, profile_id: Number(r.profile_id), actor_id: Number(r.actor_id) }));

describe('lodges: the membership life cycle (issue 33 item 2)', function () {
  this.timeout(240_000);
  let people: number[] = [];
  let staffId = 0;

  beforeEach(async () => {
    siteId = Number((await testDb()('sites').where({ dark: false }).orderBy('id').first('id')).id);
    people = await Promise.all(Array.from({ length: 9 }, async () => (await buildMember()).id));
    staffId = (await buildMember({ staffRole: StaffRole.Support })).id;
  });

  it('walks every move on another profile: each actor standing (and staff) × each target standing, allowed exactly as spec §6 says', async () => {
    let walked = 0;
    const refusals = new Set<string>();
    for (const action of targetActions) {
      for (const actorStanding of [...standings, 'staff'] as const) {
        const actorId = actorStanding === 'staff' ? staffId : people[0]!;
        const targets = standings
          // One owner per lodge: an owning actor has no owner to act on.
          .filter((t) => !(actorStanding === 'Owner' && t === 'Owner'))
          .map((t, i) => [people[i + 1]!, t] as [number, Standing]);
        const roles: [number, Standing][] = [...(actorStanding === 'staff' ? [] : [[actorId, actorStanding] as [number, Standing]]), ...targets];
        // An owning target needs the actor not to own; a lodge whose owner is a target otherwise has one.
        const lodgeId = await lodge('NewMembersApproved', roles);
        for (const [targetId, targetStanding] of targets) {
          const expected = (allowed[action][actorStanding] ?? []).includes(targetStanding);
          const before = await activitiesOf(lodgeId);
          let outcome: 'allowed' | string = 'allowed';
          try {
            await changeStanding(testDb(), actorFor(actorId, actorStanding === 'staff' ? StaffRole.Support : StaffRole.None), lodgeId, action, targetId);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            outcome = `${err.status} ${err.code}`;
            refusals.add(outcome);
          }
          walked++;
          const label = `${action}: ${actorStanding} on ${targetStanding}`;
          expect(outcome === 'allowed', `${label} (${outcome})`).to.equal(expected);
          const now = await activitiesOf(lodgeId);
          if (expected) {
            expect(await standingOf(lodgeId, targetId), label).to.equal(after[action].role);
            const written = now.slice(before.length);
            if (after[action].activity) expect(written, label).to.deep.equal([{ type: after[action].activity, profile_id: targetId, actor_id: actorId }]);
            else expect(written, label).to.deep.equal([]);
            if (action === 'passOwnership') expect(await standingOf(lodgeId, actorId), label).to.equal('CoOwner');
            // Put the standing back for the next target of this lodge (an owner passing is the lodge's last move).
            if (action === 'passOwnership') break;
          } else {
            expect(await standingOf(lodgeId, targetId), label).to.equal(targetStanding);
            expect(now, label).to.deep.equal(before);
            // A blocked actor may not even see the lodge: a 404 that does not say why.
            if (actorStanding === 'Blacklisted') expect(outcome, label).to.equal('404 notFound');
          }
        }
      }
    }
    for (const action of selfActions) {
      for (const kind of ['open', 'approved', 'ownerless'] as const) {
        for (const standing of standings) {
          if (kind === 'ownerless' && standing === 'Owner') continue;
          const me = people[0]!;
          const owner = people[8]!;
          const lodgeId = await lodge(kind === 'approved' ? 'NewMembersApproved' : 'AccessForAll', [
            [me, standing],
            ...(kind === 'ownerless' || standing === 'Owner' ? [] : ([[owner, 'Owner']] as [number, Standing][])),
          ]);
          const rule = ownAllowed[action];
          const expected = (kind === 'ownerless' ? (rule.ownerless ?? rule.open) : rule[kind]).includes(standing);
          let outcome = 'allowed';
          try {
            await changeOwnStanding(testDb(), actorFor(me), lodgeId, action);
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            outcome = `${err.status} ${err.code}`;
          }
          walked++;
          const label = `${action} (${kind}): ${standing}`;
          expect(outcome === 'allowed', `${label} (${outcome})`).to.equal(expected);
          expect(await standingOf(lodgeId, me), label).to.equal(expected ? ownAfter[action].role : standing);
          if (expected && ownAfter[action].activity) expect((await activitiesOf(lodgeId)).map((a) => a.type), label).to.deep.equal([ownAfter[action].activity]);
          if (action === 'leave' && standing === 'Owner') expect(outcome, label).to.equal('409 ownerMustPassFirst');
        }
      }
    }
    // The matrix's size, for the closing note.
    console.log(`      lodge membership matrix: ${walked} cases (${targetActions.length} moves on another profile × 9 actors × up to 8 targets; ${selfActions.length} own moves × 8 standings × 3 lodge kinds); refusals seen: ${[...refusals].sort().join(', ')}`);
    expect(walked).to.be.greaterThan(600);
  });

  it('answers a visitor 401 on every membership call, and a profile not in the lodge is as unknown as one that does not exist', async () => {
    const lodgeId = await lodge('AccessForAll', [[people[1]!, 'Owner']]);
    for (const call of ['JoinLodge', 'LeaveLodge', 'RequestMembership', 'RemoveLodgeMember', 'BlockProfile', 'PassOwnership', 'TakeOwnership']) {
      await request(testApp()).post(`/api/Lodges/${call}`).send({ lodgeId, profileId: people[2] }).expect(401);
    }
    const owner = await memberWithApi({ member: true });
    const own = await lodge('AccessForAll', [[owner.profile.id, 'Owner']]);
    const hidden = await buildMember({ status: 4 });
    const res = await owner.api('/api/Lodges/RemoveLodgeMember', { lodgeId: own, profileId: hidden.id }).expect(400);
    expect(res.body.error.field).to.equal('profileId');
  });

  it('moves a request through its states (Created → New → Approved) and names a move the machine does not have', async () => {
    const owner = await memberWithApi({ member: true });
    const asker = await memberWithApi({ language: 'da-DK', member: true });
    const created = await owner.api('/api/Lodges/CreateLodge', { name: 'Vinterbadere', categoryId: 4, access: 'NewMembersApproved' }).expect(200);
    const lodgeId = created.body.id as number;
    expect(created.body.role).to.equal('Owner');
    await asker.api('/api/Lodges/JoinLodge', { lodgeId }).expect(409);
    const resume = await pauseJobWorker();
    await asker.api('/api/Lodges/RequestMembership', { lodgeId, message: 'Jeg bader hver morgen' }).expect(200, { role: 'Requesting' });
    const request1 = await testDb()('lodge_membership_requests').where({ lodge_id: lodgeId }).first();
    expect(request1.state).to.equal('Created');
    resume();
    await jobsSettled();
    expect((await testDb()('lodge_membership_requests').where({ id: request1.id }).first()).state).to.equal('New');
    const told = await testDb()('notifications').where({ profile_id: owner.profile.id, kind: 'lodgeRequest' });
    expect(told).to.have.length(1);
    // A second request while one is open is refused by the rule (Requesting may not ask again).
    await asker.api('/api/Lodges/RequestMembership', { lodgeId }).expect(409);
    await owner.api('/api/Lodges/ApproveMembershipRequest', { lodgeId, profileId: asker.profile.id }).expect(200, { role: 'Member' });
    expect((await testDb()('lodge_membership_requests').where({ id: request1.id }).first()).state).to.equal('Approved');
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: asker.profile.id, kind: 'lodgeApproved', action: 'approved' })).to.have.length(1);
    let refused: unknown = null;
    try {
      await requestStates.transition(testDb(), Number(request1.id), 'Approved', 'Declined');
    } catch (err) {
      refused = err;
    }
    expect(refused).to.be.instanceOf(TransitionNotAllowed);
    expect(String((refused as Error).message)).to.equal('lodges.membershipRequest: no transition from Approved to Declined');
    const lodgeRow = await testDb()('lodges').where({ id: lodgeId }).first();
    expect(lodgeRow.member_count).to.equal(2);
  });

  it('keeps a blocked profile out: it cannot see the lodge, find it or ask again; unblocked it may', async () => {
    const owner = await memberWithApi({ member: true });
    const other = await memberWithApi({ member: true });
    const lodgeId = (await owner.api('/api/Lodges/CreateLodge', { name: 'Quiet readers', categoryId: 5 }).expect(200)).body.id as number;
    await other.get(`/Community/Lodges/Lodge/${lodgeId}`).expect(200);
    await owner.api('/api/Lodges/BlockProfile', { lodgeId, profileId: other.profile.id }).expect(200, { role: 'Blacklisted' });
    await other.get(`/Community/Lodges/Lodge/${lodgeId}`).expect(404);
    await other.api('/api/Lodges/JoinLodge', { lodgeId }).expect(404);
    const found = await other.api('/api/Lodges/NewLodgesSearch', { text: 'Quiet readers' }).expect(200);
    expect(found.body.items.map((l: { id: number }) => l.id)).to.not.include(lodgeId);
    await owner.api('/api/Lodges/UnblockProfile', { lodgeId, profileId: other.profile.id }).expect(200, { role: null });
    await other.api('/api/Lodges/JoinLodge', { lodgeId }).expect(200, { role: 'Member' });
    const types = (await activitiesOf(lodgeId)).map((a) => a.type);
    expect(types).to.deep.equal(['ProfileBanned', 'ProfileUnbanned', 'MemberJoined']);
  });

  it('never leaves a lodge without an owner by accident: the owner passes or releases first, and one member takes an ownerless lodge', async () => {
    const owner = await memberWithApi({ member: true });
    const a = await memberWithApi({ member: true });
    const b = await memberWithApi({ member: true });
    const lodgeId = (await owner.api('/api/Lodges/CreateLodge', { name: 'Owners club', categoryId: 3 }).expect(200)).body.id as number;
    await a.api('/api/Lodges/JoinLodge', { lodgeId }).expect(200);
    await b.api('/api/Lodges/JoinLodge', { lodgeId }).expect(200);
    const refused = await owner.api('/api/Lodges/LeaveLodge', { lodgeId }).expect(409);
    expect(refused.body.error.code).to.equal('ownerMustPassFirst');
    await a.api('/api/Lodges/TakeOwnership', { lodgeId }).expect(409);
    await owner.api('/api/Lodges/ReleaseOwnership', { lodgeId }).expect(200, { role: 'Member' });
    // Two members take the ownerless lodge at once: exactly one becomes its owner.
    const answers = await Promise.all([a.api('/api/Lodges/TakeOwnership', { lodgeId }), b.api('/api/Lodges/TakeOwnership', { lodgeId })]);
    expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    expect(await testDb()('lodge_members').where({ lodge_id: lodgeId, role: 'Owner' })).to.have.length(1);
    await owner.api('/api/Lodges/LeaveLodge', { lodgeId }).expect(200, { role: null });
  });

  it('answers 404 for every lodge page and call on a site with lodges disabled', async () => {
    const member = await memberWithApi({ member: true });
    const lodgeId = (await member.api('/api/Lodges/CreateLodge', { name: 'Soon gone', categoryId: 1 }).expect(200)).body.id as number;
    await setSiteSetting(testDb(), siteId, 'disabledLodges', 'true');
    try {
      await member.get('/Community/Lodges').expect(404);
      await member.get(`/Community/Lodges/Lodge/${lodgeId}`).expect(404);
      await member.get(`/Profile/${member.profile.id}/Lodges`).expect(404);
      await member.api('/api/Lodges/JoinLodge', { lodgeId }).expect(404);
      const profile = await member.get(`/Profile/${member.profile.id}`).expect(200);
      expect(profile.text).to.not.include(`/Profile/${member.profile.id}/Lodges`);
      expect(profile.text).to.not.include('href="/Community/Lodges"');
    } finally {
      await setSiteSetting(testDb(), siteId, 'disabledLodges', 'false');
    }
  });
});
