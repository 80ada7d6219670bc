import { AppError, notFound } from '../../../platform/http/errors.ts';

export const meetupNotFound = () => notFound('lodges.meetups.errors.notFound');
export const meetupCancelled = () => new AppError(409, 'meetupCancelled', 'lodges.meetups.errors.cancelled');
export const meetupOver = () => new AppError(409, 'meetupOver', 'lodges.meetups.errors.over');
export const endsBeforeStart = () => new AppError(400, 'invalidInput', 'lodges.meetups.errors.endsBeforeStart', { field: 'endsAt' }, 'endsAt');
export const deadlineAfterStart = () => new AppError(400, 'invalidInput', 'lodges.meetups.errors.deadlineAfterStart', { field: 'signUpDeadline' }, 'signUpDeadline');
export const feedRefused = () => notFound('lodges.meetups.errors.feed');
