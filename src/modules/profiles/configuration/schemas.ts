import { z } from 'zod';

export const configurationInput = z.object({ key: z.string().min(1).max(100), value: z.string().max(200) });
