import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { commonActions, profilesActions } from './api.ts';
import './personal-data.ts';

/** What members tell staff: reports of a profile, and feedback on the profile page. */
export const reportsModule: AppModule = {
  name: 'reports',
  pages,
  api: [
    { controller: 'Profiles', actions: profilesActions },
    { controller: 'Common', actions: commonActions },
  ],
};

/** For the admin CLI. */
export { describeReports, describeResolve, describeFeedback } from './staff.ts';
