import { expect } from 'chai';
import type { Knex } from 'knex';
import { actorOf, type Actor } from '../../src/platform/auth/actor.ts';
import { abilities, authorize, may, registerPolicies } from '../../src/platform/auth/authorize.ts';
import { roleIn, subjectRoles } from '../../src/platform/auth/roles.ts';
import { AppError, forbidden, notFound } from '../../src/platform/http/errors.ts';

/** A subject type of this test only (no product table): a club whose members hold roles. */
type TestClub = { id: number; hidden: boolean; actorRole: string | null };

declare module '../../src/platform/auth/authorize.ts' {
  interface PolicySubjects {
    'testClubs.view': TestClub;
    'testClubs.edit': TestClub;
    'testClubs.unregistered': TestClub;
  }
}

const site = { id: 1, dark: false };
const member = (id: number, staffRole = 0): Actor =>
  actorOf({ id, status: 3, darkStatus: 0, member: true, termsAccepted: true, forcedValidation: false, staffRole }, site);
const visitor = actorOf(null, site);
const db = {} as Knex;

const mayView = (_actor: Actor, club: TestClub) => !club.hidden || club.actorRole !== null;
const mayEdit = (actor: Actor, club: TestClub) => actor.profileId !== null && (club.actorRole === 'Chair' || club.actorRole === 'Secretary');

describe('authorize, abilities and the actor\'s role in a subject', () => {
  let undo: () => void;
  before(() => {
    undo = registerPolicies({
      'testClubs.view': { allows: mayView, refusal: () => notFound('common.errors.notFound') },
      'testClubs.edit': { allows: mayEdit, refusal: () => forbidden() },
    });
  });
  after(() => undo());

  it('passes what the rule allows and throws the module\'s named refusal otherwise (404 where existence is private)', () => {
    const hidden: TestClub = { id: 1, hidden: true, actorRole: null };
    expect(() => authorize(member(5), 'testClubs.view', { ...hidden, actorRole: 'Member' })).not.to.throw();
    const err = (() => {
      try {
        authorize(visitor, 'testClubs.view', hidden);
      } catch (e) {
        return e;
      }
    })();
    expect(err).to.be.instanceOf(AppError).and.to.include({ status: 404 });
    expect(() => authorize(member(5), 'testClubs.edit', { ...hidden, actorRole: 'Member' })).to.throw(AppError).with.property('status', 403);
  });

  it('refuses an action no module registered: may is false, authorize is a programming error', () => {
    const club: TestClub = { id: 1, hidden: false, actorRole: 'Chair' };
    expect(may(member(5), 'testClubs.unregistered', club)).to.equal(false);
    expect(() => authorize(member(5), 'testClubs.unregistered', club)).to.throw(/no policy registered for "testClubs.unregistered"/);
  });

  it('refuses a second registration of the same action at start-up', () => {
    expect(() => registerPolicies({ 'testClubs.view': { allows: () => true, refusal: () => forbidden() } })).to.throw(/policies: "testClubs.view" is registered twice/);
  });

  it('abilities answers from the same rules, per action', () => {
    const club: TestClub = { id: 1, hidden: false, actorRole: 'Member' };
    const actions = ['testClubs.view', 'testClubs.edit', 'testClubs.unregistered'] as const;
    expect(abilities(member(5), club, actions)).to.deep.equal({ 'testClubs.view': true, 'testClubs.edit': false, 'testClubs.unregistered': false });
    expect(abilities(member(5), { ...club, actorRole: 'Chair' }, actions)).to.deep.equal({ 'testClubs.view': true, 'testClubs.edit': true, 'testClubs.unregistered': false });
    expect(abilities(visitor, { ...club, hidden: true, actorRole: null }, actions)).to.deep.equal({ 'testClubs.view': false, 'testClubs.edit': false, 'testClubs.unregistered': false });
  });

  it('loads the actor\'s role in a subject once per actor (request), per subject, and feeds the rule', async () => {
    const roles: Record<string, string> = { '5:1': 'Chair', '5:2': 'Member' };
    const loads: string[] = [];
    const undoRoles = subjectRoles.register('testClubs.club', async (_db, actor, clubId) => {
      loads.push(`${actor.profileId}:${clubId}`);
      return roles[`${actor.profileId}:${clubId}`] ?? null;
    });
    try {
      const request = member(5);
      const [a, b] = await Promise.all([roleIn(db, request, 'testClubs.club', 1), roleIn(db, request, 'testClubs.club', 1)]);
      expect([a, b, await roleIn(db, request, 'testClubs.club', 2)]).to.deep.equal(['Chair', 'Chair', 'Member']);
      const club: TestClub = { id: 1, hidden: true, actorRole: await roleIn(db, request, 'testClubs.club', 1) };
      expect(() => authorize(request, 'testClubs.edit', club)).not.to.throw();
      expect(loads).to.deep.equal(['5:1', '5:2']);

      const nextRequest = member(5);
      await roleIn(db, nextRequest, 'testClubs.club', 1);
      expect(loads).to.deep.equal(['5:1', '5:2', '5:1']);
      expect(await roleIn(db, member(6), 'testClubs.club', 1)).to.equal(null);
      expect(await roleIn(db, visitor, 'testClubs.club', 1), 'a visitor holds no role and asks nothing').to.equal(null);
      expect(loads).to.deep.equal(['5:1', '5:2', '5:1', '6:1']);
    } finally {
      undoRoles();
    }
    expect(await roleIn(db, member(5), 'testClubs.club', 1), 'a type no module provides: no role').to.equal(null);
  });
});
