import { z } from 'zod';
import { adultBirthday, personGender, personIndex } from '../schemas.ts';

export const toCoupleForm = z.object({ birthday: adultBirthday, gender: personGender });
export const toSingleForm = z.object({ keep: personIndex });
