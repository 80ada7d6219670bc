import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';

/** Not there, on the other site, or the viewer is blocked from it: never says which. */
export const lodgeNotFound = () => notFound('lodges.errors.notFound');
export const notALodgeMember = () => forbidden('lodges.errors.notAMember', 'notALodgeMember');
export const notALodgeAdmin = () => forbidden('lodges.errors.notAnAdmin', 'notALodgeAdmin');
export const notAModerator = () => forbidden('lodges.errors.notAModerator', 'notALodgeModerator');
export const membersHidden = () => forbidden('lodges.errors.membersHidden', 'lodgeMembersHidden');
/** A membership change the actor's standing or the target's does not allow (each names what happened). */
export const membershipRefused = (action: string) => new AppError(409, 'lodgeMembershipRefused', `lodges.errors.refused.${action}`);
/** The last owner leaving: they pass or release ownership first, so a lodge never ends up ownerless by accident. */
export const ownerMustPassFirst = () => new AppError(409, 'ownerMustPassFirst', 'lodges.errors.ownerMustPassFirst');
export const lodgeHasOwner = () => new AppError(409, 'lodgeHasOwner', 'lodges.errors.hasOwner');
export const createLodgesBan = () => new AppError(403, 'createLodgesBan', 'lodges.errors.createBan');
export const categoryUnknown = () => new AppError(400, 'invalidInput', 'lodges.errors.categoryUnknown', { field: 'categoryId' }, 'categoryId');
export const memberUnknown = () => new AppError(400, 'invalidInput', 'lodges.errors.memberUnknown', { field: 'profileId' }, 'profileId');
export const noteNotFound = () => notFound('lodges.errors.noteNotFound');
