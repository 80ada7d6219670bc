import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** A curator curated an entry (not published again on a second SetCurated true); the author is told on the entry's site. */
export const entryCurated = defineEvent('blogs.entryCurated', z.object({ entryId: id, ownerId: id, curatorId: id, dark: z.boolean() }));

/** Staff stopped a member writing blog entries (staff:ban), or let them again (staff:unban): the member is told. */
export const writerBanned = defineEvent('blogs.writerBanned', z.object({ profileId: id, banId: id }));
export const writerBanLifted = defineEvent('blogs.writerBanLifted', z.object({ profileId: id, at: z.string() }));
