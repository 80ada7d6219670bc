import { z } from 'zod';
import { id } from '../schemas.ts';

export const profileTabs = ['About', 'Pictures', 'Relations', 'Guestbook', 'Blog', 'Lodges'] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileParams = z.object({ id });
export const profileTabParams = z.object({ id, tab: z.enum(profileTabs) });
