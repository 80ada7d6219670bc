import { AppError } from '../../platform/http/errors.ts';

/** Failures a member may see on the dark application. */
export const darkErrors = {
  alreadyApplied: () => new AppError(409, 'conflict', 'dark.errors.alreadyApplied'),
  notDeclined: () => new AppError(409, 'conflict', 'dark.errors.notDeclined'),
  noApplication: () => new AppError(409, 'conflict', 'dark.errors.noApplication'),
  role2Required: () => new AppError(400, 'invalidInput', 'dark.errors.role2Required', { field: 'role2' }, 'role2'),
};
