import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** An event was changed or cancelled: those signed up and waiting are told (a cancellation by e-mail too). */
export const eventChanged = defineEvent('events.eventChanged', z.object({ eventId: id, actorId: id, cancelled: z.boolean(), profileIds: z.array(id) }));
/** People moved up from an event's waiting list (someone quit, fewer guests, or a larger capacity): each is told. */
export const eventPromoted = defineEvent('events.eventPromoted', z.object({ eventId: id, actorId: id, profileIds: z.array(id) }));
