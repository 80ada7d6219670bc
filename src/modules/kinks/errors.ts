import { AppError } from '../../platform/http/errors.ts';

export const unknownKink = () => new AppError(400, 'invalidInput', 'kinks.errors.unknownKink', { field: 'kinkIds' }, 'kinkIds');
export const tooManyCustom = () => new AppError(400, 'invalidInput', 'kinks.errors.tooManyCustom', { field: 'customKinks' }, 'customKinks');
