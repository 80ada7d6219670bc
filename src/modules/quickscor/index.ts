import type { AppModule } from '../../platform/http/define.ts';
import { provideAboutSection } from '../profiles/index.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { shownScore } from './service.ts';
import { formatAverage } from './presenter.ts';
import './personal-data.ts';

// A member's QuickScor score under their profile's About tab, once enough members have rated them (profiles cannot import quickscor).
provideAboutSection(async (db, { profileId, locale }) => {
  const score = await shownScore(db, profileId);
  return score ? { view: 'quickscor/_profile-score', locals: { average: formatAverage(score, locale), count: score.count } } : null;
});

/** QuickScor (spec §2 /QuickScor): rate other members' profile pictures 1–5 or skip, one at a time; a member's score on their profile. */
export const quickscorModule: AppModule = {
  name: 'quickscor',
  pages,
  api: [{ controller: 'QuickScor', actions }],
};
