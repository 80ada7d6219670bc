import { z } from 'zod';

/** Spec §3 Report reason. */
export const reportReasons = ['FakeProfile', 'MoneyOffer', 'Harassment', 'ChildPictures', 'Other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportTextMaxLength = 2000;
export const feedbackCommentMaxLength = 1000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const profileParams = z.object({ id });

const reason = z.enum(reportReasons, { error: 'reports.errors.reasonRequired' });
const text = z.string().trim().max(reportTextMaxLength, 'reports.errors.textTooLong').default('');

/** The text is required for Other: there the reason says nothing by itself. */
const withTextForOther = <T extends { reason: ReportReason; text: string }>(schema: z.ZodType<T>) =>
  schema.superRefine((r, ctx) => {
    if (r.reason === 'Other' && r.text.length === 0) ctx.addIssue({ code: 'custom', path: ['text'], message: 'reports.errors.textRequired' });
  });

export const reportForm = withTextForOther(z.object({ reason, text }));
export const reportInput = withTextForOther(z.object({ profileId: id, reason, text }));
export type ReportInput = { reason: ReportReason; text: string };

/** A local path to go back to after the feedback form; anything else goes to /Start. */
const returnTo = z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/).catch('/Start').default('/Start');
const rating = z.coerce.number({ error: 'reports.errors.ratingRequired' }).int('reports.errors.ratingRequired').min(1, 'reports.errors.ratingRequired').max(5, 'reports.errors.ratingRequired');
const comment = z.string().trim().max(feedbackCommentMaxLength, 'reports.errors.commentTooLong').default('');
const optionalProfileId = z.union([id, z.literal('')]).optional().transform((v) => (v === '' || v === undefined ? null : v));

export const feedbackForm = z.object({ rating, comment, profileId: optionalProfileId, returnTo });
export const feedbackInput = z.object({ rating: z.number({ error: 'reports.errors.ratingRequired' }).int().min(1).max(5), comment, profileId: id.nullable().optional() });
export type FeedbackInput = { rating: number; comment: string; profileId?: number | null };
