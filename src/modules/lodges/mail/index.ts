import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { provideGroupAdmission } from '../../mail/index.ts';
import { lodgeSubjectType } from '../core/index.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { admittedConversationIds } from './repo.ts';
import { admitsToConversation } from './service.ts';
import './personal-data.ts';

registerPolicies(policies);
// /Mail/{id}, the mail lists, counts and search ask the lodge on every request: a member who left or was removed
// no longer opens or lists it.
provideGroupAdmission(lodgeSubjectType, admitsToConversation, admittedConversationIds);

/** Lodge mail (issue 33 item 6): members' conversations with the lodge's admins, through mail's group conversations. */
export const mailArea: ModuleArea = { pages };
