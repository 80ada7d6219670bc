import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** The profile's personal data is to go: each module that holds some erases it. */
export const profileDeleted = defineEvent('accounts.profileDeleted', z.object({ profileId: id }));
/** A member logged on (password, passkey, SSO, an e-mailed link): online at once, and those who watch for it are told. */
export const loggedOn = defineEvent('accounts.loggedOn', z.object({ profileId: id }));
/**
 * Staff set a ban (`type`: what it stops) or lifted a type's bans on a member: the module whose feature it stops tells
 * the member (blogs for Blogs).
 */
export const banSet = defineEvent('accounts.banSet', z.object({ profileId: id, banId: id, type: z.string() }));
export const bansLifted = defineEvent('accounts.bansLifted', z.object({ profileId: id, type: z.string(), at: z.string() }));
