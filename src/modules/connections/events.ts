import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();
const connection = z.object({ connectionId: id, requesterId: id, targetId: id, role: z.string() });

/** `requesterId` asked `targetId` for a relation with `role`. */
export const connectionRequested = defineEvent('connections.requested', connection);
/** `targetId` accepted the request of `requesterId`. */
export const connectionAccepted = defineEvent('connections.accepted', connection);
