import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** An entry was published for the first time (a draft made public, or a new entry published at once). */
export const entryPublished = defineEvent('blogs.entryPublished', z.object({ entryId: id, ownerId: id, dark: z.boolean() }));

/** The owner invited co-authors to an entry; each is told and confirms. */
export const coAuthorsInvited = defineEvent('blogs.coAuthorsInvited', z.object({ entryId: id, ownerId: id, profileIds: z.array(id), dark: z.boolean() }));
