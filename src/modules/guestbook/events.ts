import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** `writerId` wrote entry `entryId` in the guestbook of `profileId`. */
export const entryWritten = defineEvent('guestbook.entryWritten', z.object({ profileId: id, entryId: id, writerId: id }));
