import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { may, registerPolicies } from '../../platform/auth/authorize.ts';
import { registerDrawerLinks } from '../../platform/drawer.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { registerStartSection, type StartCard } from '../../platform/start-page.ts';
import { actions } from './api.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { lastSeenPhase, startSection } from './service.ts';
import './personal-data.ts';

registerPolicies(policies);

/** The start page's Contest (spec §5: forced first by start's rules, only on site 1): the first entries, ranked once voting closed. */
async function contestSection(db: Knex, actor: ProfileActor): Promise<StartCard[] | null> {
  const shown = await startSection(db, actor, 8);
  if (!shown) return null;
  return shown.entries.map((e) => ({
    key: `entry-${e.id}`,
    title: e.ownerName,
    href: `/Contest#entry-${e.id}`,
    picture: e.picture,
    ...(shown.contest.phase === 'Results' ? { detail: `${e.place}. · ${e.voteCount} ♥` } : {}),
  }));
}
registerStartSection('Contest', { order: 10, loader: contestSection, seeAll: '/Contest', label: 'contest.start.title', empty: 'contest.start.empty' });

// Its drawer link: site 1, while a contest is on show (the rule `contest.view`, on the phase this process last read).
registerDrawerLinks({
  contest: { label: 'contest.drawer', href: '/Contest', order: 15, icon: 'pictures', shownTo: (a) => a.profileId !== null && may(a, 'contest.view', { phase: lastSeenPhase() }) },
});

/**
 * The photo contest (issue 34, "Contest (site 1 only)"; spec §2 /Contest, §5): a theme and dates set up from the
 * admin CLI, entries from members' own pictures, votes with a daily cap, results after the deadline. See CONTEXT.md.
 */
export const contestModule: AppModule = {
  name: 'contest',
  pages,
  api: [{ controller: 'Contest', actions }],
};

/** The admin CLI's commands (scripts/admin/contest.ts) and whoever asks whether a contest is on show. */
export { createContest, listContests, endContest, cancelContest, currentContest, themeIn, ContestSetupError, type ContestSetup } from './service.ts';
export { votesPerDay, resultsShownDays } from './schemas.ts';
