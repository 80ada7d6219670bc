import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { provideSharedSight } from '../../media/index.ts';
import { actions } from './api.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { itemSight } from './repo.ts';
import { forgetLodgeMedia, lodgeMediaWaiting } from './service.ts';
import { onLodgeDeleted } from '../core/cleanup.ts';
import { addLodgeAdminCount } from '../core/admin-count.ts';
import './personal-data.ts';

registerPolicies(policies);
// What waits for a moderator's approval joins the lodge admin count; a deleted lodge's items and files go with it.
addLodgeAdminCount(lodgeMediaWaiting);
onLodgeDeleted(forgetLodgeMedia);

// A lodge item's files (/media/{id}/{file}), on the lodge's own site: the lodge's members see its approved items; a
// waiting one only its uploader and the lodge's moderators (media answers the uploader and staff itself); anyone
// else, and anyone on the other site, a 404.
provideSharedSight(async (db, mediaId, viewer) => {
  const { lodgeItem, sees } = await itemSight(db, mediaId, viewer);
  return lodgeItem && sees ? 'full' : null;
});

/**
 * Lodge media (issue 33 item 5): albums owned by the lodge, uploads through media's pipeline, a member's upload
 * waiting for a moderator's approval (the Validation tab), visible to the lodge's members and staff only.
 */
export const mediaArea: ModuleArea = { pages, api: [{ controller: 'Lodges', actions }] };

export { lodgeMediaWaiting, forgetLodgeMedia } from './service.ts';
