import { z } from 'zod';
import { id } from '../schemas.ts';

export const blockForm = z.object({ profileId: id });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
export const blacklistInput = z.object({ skip: z.coerce.number().int().min(0).max(1_000_000).default(0), take: z.coerce.number().int().min(1).max(100).default(30) });
export const profileIdInput = z.object({ profileId: id });
