import { AppError, notFound } from '../../platform/http/errors.ts';

/** The subject has no places (never opened, or gone). */
export const noPlaces = () => notFound('signups.errors.noPlaces');
/** The sign-up deadline has passed. */
export const signUpClosed = () => new AppError(409, 'signUpClosed', 'signups.errors.closed');
/** More guests than the places left, for someone who already has a place (they keep the one they have). */
export const guestsDoNotFit = () => new AppError(409, 'guestsDoNotFit', 'signups.errors.guestsDoNotFit', { field: 'guests' }, 'guests');
/** A capacity below the places already taken would overbook: the capacity may only shrink to what is taken. */
export const capacityBelowTaken = (taken: number) => new AppError(400, 'invalidInput', 'signups.errors.capacityBelowTaken', { field: 'capacity', taken }, 'capacity');
/** Quitting what one never signed up for. */
export const notSignedUp = () => new AppError(409, 'notSignedUp', 'signups.errors.notSignedUp');
