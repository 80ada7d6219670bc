import { expect } from 'chai';
import { actorOf, type Actor } from '../../../src/platform/auth/actor.ts';
import { authorize, may } from '../../../src/platform/auth/authorize.ts';
import { AppError } from '../../../src/platform/http/errors.ts';
import '../../../src/modules/contest/index.ts';

const on = (site: { id: number; dark: boolean }, member = true): Actor =>
  actorOf({ id: 5, status: 3, darkStatus: 3, member, termsAccepted: true, forcedValidation: false, staffRole: 0 }, site);
const first = { id: 1, dark: false };
const entry = (over: object = {}) => ({ phase: 'Open' as const, own: false, visible: true, blockedEitherWay: false, ...over });
function refusal(run: () => void): { status: number; key: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, key: err.messageKey };
    throw err;
  }
  throw new Error('not refused');
}

describe('contest rules (policy.ts, through authorize)', () => {
  it('contest.view: site 1 only, while a contest is on show; anywhere else, and with none, a 404', () => {
    for (const phase of ['Open', 'Voting', 'Results'] as const) expect(may(on(first), 'contest.view', { phase })).to.equal(true);
    expect(refusal(() => authorize(on(first), 'contest.view', { phase: null }))).to.deep.equal({ status: 404, key: 'contest.errors.notFound' });
    for (const site of [{ id: 2, dark: true }, { id: 3, dark: false }, { id: 1, dark: true }]) {
      expect(refusal(() => authorize(on(site), 'contest.view', { phase: 'Open' })), JSON.stringify(site)).to.deep.equal({ status: 404, key: 'contest.errors.notFound' });
    }
  });

  it('contest.vote: a member, another\'s entry they may see, while voting is open; blocked or hidden 404, own 403, closed 409', () => {
    expect(may(on(first), 'contest.vote', entry())).to.equal(true);
    expect(may(on(first), 'contest.vote', entry({ phase: 'Voting' }))).to.equal(true);
    expect(refusal(() => authorize(on(first), 'contest.vote', entry({ blockedEitherWay: true })))).to.deep.equal({ status: 404, key: 'contest.errors.notFound' });
    expect(refusal(() => authorize(on(first), 'contest.vote', entry({ visible: false })))).to.deep.equal({ status: 404, key: 'contest.errors.notFound' });
    expect(refusal(() => authorize(on(first), 'contest.vote', entry({ own: true })))).to.deep.equal({ status: 403, key: 'contest.errors.ownEntry' });
    expect(refusal(() => authorize(on(first), 'contest.vote', entry({ phase: 'Results' })))).to.deep.equal({ status: 409, key: 'contest.errors.votingClosed' });
    expect(refusal(() => authorize(on(first, false), 'contest.vote', entry()))).to.deep.equal({ status: 403, key: 'contest.errors.membersOnly' });
    expect(refusal(() => authorize(on({ id: 3, dark: false }), 'contest.vote', entry()))).to.deep.equal({ status: 404, key: 'contest.errors.notFound' });
  });

  it('contest.enter: a member\'s own allowed picture while entries are open, once', () => {
    const s = { phase: 'Open' as const, pictureAllowed: true, entered: false };
    expect(may(on(first), 'contest.enter', s)).to.equal(true);
    expect(refusal(() => authorize(on(first), 'contest.enter', { ...s, pictureAllowed: false }))).to.deep.equal({ status: 400, key: 'contest.errors.pictureNotAllowed' });
    expect(refusal(() => authorize(on(first), 'contest.enter', { ...s, entered: true }))).to.deep.equal({ status: 409, key: 'contest.errors.alreadyEntered' });
    expect(refusal(() => authorize(on(first), 'contest.enter', { ...s, phase: 'Voting' }))).to.deep.equal({ status: 409, key: 'contest.errors.entriesClosed' });
  });
});
