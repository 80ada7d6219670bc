import type { ModuleArea } from '../../../platform/http/areas.ts';
import { actions } from './api.ts';
import { pages } from './pages.ts';
import { subscribers } from './notifications.ts';

/**
 * Lodges' core (issue 33): the lodges themselves (create, edit, delete, settings, lists and search), the
 * membership life cycle with its seven roles, the activity list, notes and member management.
 */
export const coreArea: ModuleArea = { pages, api: [{ controller: 'Lodges', actions }], subscribers };

export { loadVisibleLodge, lodgeRoleOf, lodgeSubjectType, subjectOf } from './load.ts';
export { lodgeTabPage, showLodgeTab, lodgePath, lodgeTabs, type LodgeTab, type LodgeTabContent } from './shell.ts';
export type { Lodge, LoadedLodge } from './repo.ts';
export { lodgeAudience, type LodgeTopic } from './audience.ts';
