import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions, editProfileActions } from './api.ts';
import './personal-data.ts';

export { showDarkStanding } from './pages.ts';
export { approveApplication, declineApplication, listPendingApplications } from './service.ts';
export { DarkStatus } from './status.ts';

/** Dark: applying for a dark profile, staff's decision, and the dark front page of a profile not let in yet. */
export const darkModule: AppModule = {
  name: 'dark',
  pages,
  api: [
    { controller: 'EditDarkProfile', actions },
    { controller: 'EditProfile', actions: editProfileActions },
  ],
};
