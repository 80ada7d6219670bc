import { z } from 'zod';
import { id } from '../schemas.ts';
import { isProfileTab } from './tabs.ts';

/** A registered tab's name (tabs.ts: each module registers its own). */
export type ProfileTab = string;

export const profileParams = z.object({ id });
export const profileTabParams = z.object({ id, tab: z.string().max(40).refine(isProfileTab) });
