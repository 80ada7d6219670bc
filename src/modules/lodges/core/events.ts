import { z } from 'zod';
import { defineEvent } from '../../../platform/events/index.ts';

const id = z.number().int().positive();

/** A profile asked to join a lodge that approves its members (its admins are told). */
export const membershipRequested = defineEvent('lodges.membershipRequested', z.object({ requestId: id, lodgeId: id, profileId: id }));
/** An admin decided a request (the asker is told). */
export const membershipDecided = defineEvent('lodges.membershipDecided', z.object({ requestId: id, lodgeId: id, profileId: id, actorId: id, approved: z.boolean() }));
