import { AppError } from '../../../platform/http/errors.ts';

/** A free birthday promotion or "no thanks" on a day that is not the member's birthday. */
export const notBirthday = () => new AppError(409, 'notBirthday', 'payments.promotions.errors.notBirthday');
/** The birthday offer was already answered this year (a free promotion taken, or declined). */
export const birthdayAnswered = () => new AppError(409, 'birthdayAnswered', 'payments.promotions.errors.birthdayAnswered');
/** The promotion is not in the catalogue (staff took it off sale) or has no price in the member's currency. */
export const promotionNotSold = () => new AppError(404, 'promotionNotSold', 'payments.promotions.errors.notSold');
