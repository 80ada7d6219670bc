import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';

/** Kinks (dark site): the catalogue with its popular flags, custom kinks and the kinks of each profile. */
export const kinksModule: AppModule = {
  name: 'kinks',
  pages,
  api: [{ controller: 'DarkKinks', actions }],
};

/** For the profile page: the names of a profile's kinks in `locale` (catalogue kinks, then custom ones). */
export { profileKinkNames } from './service.ts';
/** For demo and staff seeding: adds the catalogue once. */
export { seedKinks } from './service.ts';
export type { NewKink } from './repo.ts';
