import { lodgePath } from '../core/index.ts';

/** The Debate tab and its pages (spec §2: Debate, Category/{categoryId}, Create, Topic/{entryId}, Edit/{entryId}). */
export const debatePath = (lodgeId: number) => lodgePath(lodgeId, 'Debate');
export const categoryPath = (lodgeId: number, categoryId: number) => `${debatePath(lodgeId)}/Category/${categoryId}`;
export const createEntryPath = (lodgeId: number) => `${debatePath(lodgeId)}/Create`;
export const topicPath = (lodgeId: number, entryId: number) => `${debatePath(lodgeId)}/Topic/${entryId}`;
export const editEntryPath = (lodgeId: number, entryId: number) => `${debatePath(lodgeId)}/Edit/${entryId}`;
/** The comment forms' base (comments' commentFormPages wants a path whose only parameter is the subject's id). */
export const commentFormBase = '/Community/Lodges/Debate/:id';
