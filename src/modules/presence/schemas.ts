import { z } from 'zod';

/** Spec §9: pages of 30 by default. */
export const onlineProfilesInput = z.object({
  skip: z.number().int().min(0).max(100_000).default(0),
  take: z.number().int().min(1).max(100).default(30),
});

const pictureShape = z.object({ id: z.number(), width: z.number(), height: z.number(), blurred: z.boolean(), webp: z.string(), jpeg: z.string(), src: z.string() });
export const onlineProfileShape = z.object({ id: z.number(), name: z.string(), ages: z.array(z.number()), picture: pictureShape.nullable() });
export const onlineProfilesOutput = z.object({ items: z.array(onlineProfileShape), hasMore: z.boolean() });
