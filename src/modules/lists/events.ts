import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** `profileId` liked the item `itemType` `itemId` (whom it tells: the type's registerLikeable notice). */
export const itemLiked = defineEvent('lists.liked', z.object({ itemType: z.string(), itemId: id, profileId: id }));
