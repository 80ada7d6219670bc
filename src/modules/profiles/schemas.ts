import { z } from 'zod';

/** A profile's (or any row's) id in a path, a form or a call. */
export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Which person of a profile (0 or 1). */
export const personIndex = z.coerce.number().int().min(0).max(1);

/** A yyyy-mm-dd date of a person who is between 18 and 110 years old today. */
export const adultBirthday = z
  .string({ message: 'profiles.convert.errors.birthday' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'profiles.convert.errors.birthday' })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
    const age = (Date.now() - d.getTime()) / (365.2425 * 24 * 3600_000);
    return age >= 18 && age <= 110;
  }, { message: 'profiles.convert.errors.adult' });

export const personGender = z.enum(['Male', 'Female', 'Transsexual'], { message: 'profiles.convert.errors.gender' });
