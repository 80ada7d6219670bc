import { z } from 'zod';
import type { Locale } from '../../platform/i18n/index.ts';
import type { Candidate, Score } from './service.ts';

/** A picture to rate on the wire: whose, their main picture's files, and whether a QuickScor ad put them first. */
export const candidateShape = z.object({
  profileId: z.number(),
  name: z.string(),
  promoted: z.boolean(),
  picture: z.object({ id: z.number(), width: z.number(), height: z.number(), src: z.string(), jpeg: z.string(), webp: z.string() }),
});

export const presentCandidate = (c: Candidate): z.infer<typeof candidateShape> => ({
  profileId: c.profileId,
  name: c.name,
  promoted: c.promoted,
  picture: { id: c.picture.id, width: c.picture.width, height: c.picture.height, src: c.picture.src, jpeg: c.picture.jpeg, webp: c.picture.webp },
});

/** An average to one decimal in the locale's way ("4.3" in en-GB, "4,3" in the Nordic languages). */
export function formatAverage(score: Score, locale: Locale): string {
  const tenths = Math.round((score.total * 10) / score.count);
  return `${Math.floor(tenths / 10)}${locale === 'en-GB' ? '.' : ','}${tenths % 10}`;
}
