import { AppError } from '../../../platform/http/errors.ts';

/** Someone else's order answers as one that does not exist: a receipt never tells whose it is. */
export const receiptNotFound = () => new AppError(404, 'orderNotFound', 'payments.receipts.errors.orderNotFound');
/** A gift's recipient that is missing, hidden, blocked either way or oneself: one answer that never says why. */
export const giftProfileNotFound = () => new AppError(404, 'profileNotFound', 'payments.receipts.errors.profileNotFound');
