import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** A meetup was planned in a lodge: its members who want to hear of meetups are told. */
export const meetupCreated = defineEvent('lodges.meetupCreated', z.object({ meetupId: id, lodgeId: id, actorId: id }));
/** A meetup was changed or cancelled: those signed up and waiting are told. */
export const meetupChanged = defineEvent('lodges.meetupChanged', z.object({ meetupId: id, actorId: id, cancelled: z.boolean(), profileIds: z.array(id) }));
/** People moved up from a meetup's waiting list (someone quit, or the capacity grew): each is told. */
export const meetupPromoted = defineEvent('lodges.meetupPromoted', z.object({ meetupId: id, actorId: id, profileIds: z.array(id) }));
