import { expect } from 'chai';
import type { Knex } from 'knex';
import { maySeeProfile, profilesVisibleTo, visibleAmong, visibleIdentity, visibleNamed, type Sight } from '../../src/modules/profiles/index.ts';
import { visibleProfileIds } from '../../src/modules/accounts/index.ts';

/**
 * Issue 30 §1: the site part of "may this viewer see this profile" cannot be left out. The compiler is the test:
 * each line under `@ts-expect-error` must fail to type-check, so making the site optional again (or adding a
 * default) turns that directive unused and `npm run typecheck` fails. The calls never run.
 */
const neverCalled = (db: Knex) => {
  // @ts-expect-error a sight without a site
  profilesVisibleTo(db, { profileId: 1 });
  // @ts-expect-error the old optional flag
  profilesVisibleTo(db, { viewerId: 1, darkSite: true });
  // @ts-expect-error a bare viewer id
  void visibleIdentity(db, 2, 1);
  // @ts-expect-error a bare viewer id
  void visibleAmong(db, [2], 1);
  // @ts-expect-error a bare viewer id
  void visibleNamed(db, ['Ann'], 1);
  // @ts-expect-error accounts' list of visible profiles needs the site too
  visibleProfileIds(db);
  // @ts-expect-error a predicate without a site
  maySeeProfile({ id: 2, status: 3, forcedValidation: false, darkStatus: 0, member: true }, false, { profileId: 1 });
};

describe('the visibility rule takes the site (issue 30 §1)', () => {
  it('decides by the sight\'s site: a regular-only member is seen on the regular site and not on the dark one', () => {
    expect(neverCalled).to.be.a('function');
    const regularOnly = { id: 2, status: 3, forcedValidation: false, darkStatus: 0, member: true };
    const on = (dark: boolean): Sight => ({ profileId: 1, site: { dark } });
    expect(maySeeProfile(regularOnly, false, on(false))).to.equal(true);
    expect(maySeeProfile(regularOnly, false, on(true))).to.equal(false);
    expect(maySeeProfile({ ...regularOnly, darkStatus: 3 }, false, on(true))).to.equal(true);
  });
});
