import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { provideGroupAdmission } from '../../mail/index.ts';
import { lodgeSubjectType } from '../core/index.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { admitsToConversation } from './service.ts';
import './personal-data.ts';

registerPolicies(policies);
// /Mail/{id} too asks the lodge on every request: a member who left or was removed no longer opens it.
provideGroupAdmission(lodgeSubjectType, admitsToConversation);

/** Lodge mail (issue 33 item 6): members' conversations with the lodge's admins, through mail's group conversations. */
export const mailArea: ModuleArea = { pages };
