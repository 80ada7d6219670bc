import { AppError, notFound } from '../../platform/http/errors.ts';

/** A ticket the asker may not read, a forged or altered link, a ticket that is gone: one 404, never saying why. */
export const ticketNotFound = () => notFound('tickets.errors.notFound');
export const alreadyRated = () => new AppError(409, 'alreadyRated', 'tickets.errors.alreadyRated');
export const notClosedYet = () => new AppError(409, 'notClosed', 'tickets.errors.notClosed');
export const ticketClosed = () => new AppError(409, 'ticketClosed', 'tickets.errors.closed');
export const notConfirmed = () => new AppError(409, 'notConfirmed', 'tickets.errors.notConfirmed');
export const notStaff = () => new AppError(403, 'forbidden', 'tickets.errors.staffOnly');
export const emailRequired = () => new AppError(400, 'invalidInput', 'tickets.errors.emailRequired', { field: 'email' }, 'email');
export const moveNotAllowed = () => new AppError(409, 'moveNotAllowed', 'tickets.errors.moveNotAllowed');
export const heldNotFound = () => notFound('tickets.errors.heldNotFound');
