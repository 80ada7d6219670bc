import { joinAreas } from '../../platform/http/areas.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { subjectRoles } from '../../platform/auth/roles.ts';
import { coreArea } from './core/index.ts';
import { mediaArea } from './media/index.ts';
import { mailArea } from './mail/index.ts';
import { loadRole, lodgeSubjectType } from './core/load.ts';
import { policies } from './policy.ts';

registerPolicies(policies);
subjectRoles.register(lodgeSubjectType, loadRole);

/**
 * Lodges (issue 33, spec §2 Lodges, §3, §4, §6, §7 Lodges): interest groups with seven member roles, debates,
 * meetups with a calendar and a waiting list, lodge media with approval, lodge mail and member management. Each
 * area's face is its index.ts; this joins them into the one AppModule. See CONTEXT.md.
 */
export const lodgesModule = joinAreas('lodges', [coreArea, mediaArea, mailArea]);

export { loadVisibleLodge, lodgeRoleOf, lodgeSubjectType, lodgePath, showLodgeTab, lodgeTabPage, lodgeAudience, type Lodge, type LodgeTopic } from './core/index.ts';
export { belongs, isAdminRole, moderatesRole, type LodgeRole } from './roles.ts';
/**
 * Media waiting for approval in the lodges where the actor moderates (the lodge admin count adds it), and the
 * lodge's media items with their files, to forget in DeleteLodge's transaction before the lodge's row goes.
 */
export { lodgeMediaWaiting, forgetLodgeMedia } from './media/index.ts';
