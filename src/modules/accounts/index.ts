import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';

export { loadViewer, createProfile, currentTermsVersion } from './service.ts';
export type { ProfileRecord, NewProfile } from './repo.ts';

/** Accounts: profiles and who is logged in. Sign-up, log-on and settings arrive with the accounts issue. */
export const accountsModule: AppModule = { name: 'accounts', pages };
