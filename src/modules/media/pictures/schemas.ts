import { z } from 'zod';

const fraction = z.number().min(0, 'media.errors.crop').max(1, 'media.errors.crop');
const size = z.number().gt(0, 'media.errors.crop').max(1, 'media.errors.crop');

/** EditPicture: a quarter turn clockwise or more, then a crop in fractions (0..1) of the turned picture. */
export const editPictureInput = z.object({
  mediaId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], { message: 'media.errors.rotate' }).default(0),
  crop: z
    .object({ x: fraction, y: fraction, width: size, height: size })
    .superRefine((c, ctx) => {
      // A little slack for the browser's floating point sums.
      if (c.x + c.width > 1.000001) ctx.addIssue({ code: 'custom', path: ['width'], message: 'media.errors.crop' });
      if (c.y + c.height > 1.000001) ctx.addIssue({ code: 'custom', path: ['height'], message: 'media.errors.crop' });
    })
    .optional(),
  setAsProfilePicture: z.boolean().default(false),
});
export type EditPictureInput = z.infer<typeof editPictureInput>;
