import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** A curator curated an entry (not published again on a second SetCurated true); the author is told on the entry's site. */
export const entryCurated = defineEvent('blogs.entryCurated', z.object({ entryId: id, ownerId: id, curatorId: id, dark: z.boolean() }));
