import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** A debate entry was written in a lodge (its members who want debates are told). */
export const debateEntryCreated = defineEvent('lodges.debateEntryCreated', z.object({ entryId: id, lodgeId: id, authorId: id, dark: z.boolean() }));
