import { AppError, notFound } from '../../platform/http/errors.ts';

/** No such event, or one the actor may not see (another site's): never says which. */
export const eventNotFound = () => notFound('events.errors.notFound');
export const eventCancelled = () => new AppError(409, 'eventCancelled', 'events.errors.cancelled');
export const eventOver = () => new AppError(409, 'eventOver', 'events.errors.over');
/** Creating, editing or cancelling events is for event admins (and staff). */
export const notAnEventAdmin = () => new AppError(403, 'notAnEventAdmin', 'events.errors.notAdmin');
/** The attendee list is not shown to this viewer (the event's choice). */
export const attendeesHidden = () => new AppError(403, 'attendeesHidden', 'events.errors.attendeesHidden');
/** Writing to the organisers is for those signed up. */
export const notSignedUpForEvent = () => new AppError(403, 'notSignedUpForEvent', 'events.errors.notSignedUp');
export const conversationNotFound = () => notFound('events.errors.conversationNotFound');
export const endsBeforeStart = () => new AppError(400, 'invalidInput', 'events.errors.endsBeforeStart', { field: 'endsAt' }, 'endsAt');
export const deadlineAfterStart = () => new AppError(400, 'invalidInput', 'events.errors.deadlineAfterStart', { field: 'signUpDeadline' }, 'signUpDeadline');
