import { AppError } from '../../../platform/http/errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { dailyLimitReached } from '../../../platform/limits/daily.ts';

export const orderNotFound = () => new AppError(404, 'orderNotFound', 'payments.orders.errors.orderNotFound');
export const subscriptionNotFound = () => new AppError(404, 'subscriptionNotFound', 'payments.orders.errors.subscriptionNotFound');
export const productNotFound = () => new AppError(400, 'productNotFound', 'payments.orders.errors.productNotFound', {}, 'productId');
export const packageNotFound = () => new AppError(400, 'packageNotFound', 'payments.orders.errors.packageNotFound', {}, 'data.packageId');
export const notSoldInCurrency = () => new AppError(400, 'notSoldInCurrency', 'payments.orders.errors.notSoldInCurrency', {}, 'productId');
export const processorNotForCurrency = () => new AppError(400, 'processorNotForCurrency', 'payments.orders.errors.processorNotForCurrency', {}, 'paymentProcessor');
export const processorNotForRenewing = () => new AppError(400, 'processorNotForRenewing', 'payments.orders.errors.processorNotForRenewing', {}, 'paymentProcessor');
export const giftNotRenewing = () => new AppError(400, 'giftNotRenewing', 'payments.orders.errors.giftNotRenewing', {}, 'data.packageId');
export const giftOnlyMembership = () => new AppError(400, 'giftOnlyMembership', 'payments.orders.errors.giftOnlyMembership', {}, 'presentProfileId');
/** `max`: how many of the product one order may hold (a membership 1, a promotion's weeks up to 4). */
export const quantityNotAllowed = (max: number) => new AppError(400, 'quantityNotAllowed', max === 1 ? 'payments.orders.errors.quantityOnlyOne' : 'payments.orders.errors.quantityNotAllowed', { max }, 'quantity');
export const offerNotValid = () => new AppError(400, 'offerNotValid', 'payments.orders.errors.offerNotValid', {}, 'data.offerId');
export const paymentsUnavailable = () => new AppError(503, 'paymentsUnavailable', 'payments.orders.errors.unavailable');
export const providerFailed = () => new AppError(502, 'providerFailed', 'payments.orders.errors.providerFailed');
export const orderNotPayable = () => new AppError(409, 'orderNotPayable', 'payments.orders.errors.orderNotPayable');
export const notRenewingSubscription = () => new AppError(409, 'notRenewingSubscription', 'payments.orders.errors.notRenewing');
export const alreadyRenewing = () => new AppError(409, 'alreadyRenewing', 'payments.orders.errors.alreadyRenewing');
export const alreadyMember = () => new AppError(409, 'alreadyMember', 'payments.orders.errors.alreadyMember');
export const notBirthdayToday = () => new AppError(409, 'notBirthdayToday', 'payments.orders.errors.notBirthdayToday');
/** The giver's gifts of the last 24 hours reached the cap; the text says when one more is allowed. */
export const tooManyGifts = (cap: number, resetAt: Date, locale: Locale) => dailyLimitReached('tooManyGifts', 'payments.orders.errors.tooManyGifts', cap, resetAt, locale);
