import { AppError, tooManyRequests } from '../../platform/http/errors.ts';

export const cannotReportSelf = () => new AppError(400, 'cannotReportSelf', 'reports.errors.self', {}, 'profileId');
export const tooManyReports = (seconds: number, wait: string) => tooManyRequests(seconds, wait, 'reports.errors.tooManyReports');
export const tooMuchFeedback = (seconds: number, wait: string) => tooManyRequests(seconds, wait, 'reports.errors.tooMuchFeedback');
