import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { provideAboutSection } from '../profiles/index.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { shownScore } from './service.ts';
import { readScoreColumn, scoreColumn } from './repo.ts';
import { formatAverage } from './presenter.ts';
import './personal-data.ts';

// A member's QuickScor score under their profile's About tab, once enough members have rated them (profiles cannot
// import quickscor). The score row comes in the profile page's own statement (scoreColumn): no round trip of its own.
provideAboutSection(async (_db, { locale, column }) => {
  const score = shownScore(readScoreColumn(column));
  return score ? { view: 'quickscor/_profile-score', locals: { average: formatAverage(score, locale), count: score.count } } : null;
}, scoreColumn);

/** QuickScor (spec §2 /QuickScor): rate other members' profile pictures 1–5 or skip, one at a time; a member's score on their profile. */
export const quickscorModule: AppModule = {
  name: 'quickscor',
  pages,
  api: [{ controller: 'QuickScor', actions }],
};

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  quickscor: { label: 'quickscor.title', href: '/QuickScor', order: 70, icon: 'changelog', shownTo: loggedOn },
});
