import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';

/**
 * Relations between profiles (dark site): asked with a role, accepted or declined, changed and deleted. Mounted
 * before profiles so its /Profile/:id/Relations wins over the generic tab route.
 */
export const connectionsModule: AppModule = {
  name: 'connections',
  pages,
  api: [{ controller: 'DarkProfileConnection', actions }],
};
