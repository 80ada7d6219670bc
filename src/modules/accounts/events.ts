import { z } from 'zod';
import { defineEvent } from '../../platform/events/index.ts';

const id = z.number().int().positive();

/** The profile's personal data is to go: each module that holds some erases it. */
export const profileDeleted = defineEvent('accounts.profileDeleted', z.object({ profileId: id }));
/** A member logged on (password, passkey, SSO, an e-mailed link): online at once, and those who watch for it are told. */
export const loggedOn = defineEvent('accounts.loggedOn', z.object({ profileId: id }));
