import { z } from 'zod';
import type { ValidationState } from './service.ts';
import { validationMethods, validationStatuses } from './schemas.ts';

export const validationInfoJson = z.object({
  status: z.enum(['None', ...validationStatuses]),
  method: z.enum(validationMethods).nullable(),
  createdAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
  code: z.string(),
  video: z.object({ id: z.number(), status: z.string() }).nullable(),
  forcedValidation: z.boolean(),
  forcedConsentMedia: z.boolean(),
});

/** ProfileValidationInfo (§7): the newest validation's status, method and dates, and the viewer's forced states. */
export function presentValidationInfo(state: ValidationState, viewer: { forcedValidation: boolean; forcedConsentMedia?: boolean | undefined }): z.infer<typeof validationInfoJson> {
  const v = state.validation;
  return {
    status: state.status,
    method: v?.method ?? null,
    createdAt: v?.createdAt.toISOString() ?? null,
    decidedAt: v?.decidedAt?.toISOString() ?? null,
    reason: v?.reason ?? null,
    code: state.code,
    video: state.video ? { id: state.video.id, status: state.video.status } : null,
    forcedValidation: viewer.forcedValidation,
    forcedConsentMedia: Boolean(viewer.forcedConsentMedia),
  };
}
