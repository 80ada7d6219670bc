import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import * as service from './service.ts';
import { beginIdentityCheck } from './identity-flow.ts';
import { presentValidationInfo, validationInfoJson } from './presenter.ts';
import { noInput, saveValidationVideoInput } from './schemas.ts';

/** Spec §4: open while a forced validation confines the member, and on the dark site before approval. */
const rule = { access: 'user', exempt: ['validation', 'dark'], policy: 'access' } as const;
const success = z.object({ success: z.literal(true) });

/** /api/ProfileValidation/… (§7 Profile validation). */
export const validationActions = {
  ProfileValidationInfo: defineAction({
    ...rule,
    method: 'GET',
    summary: 'The newest validation of the logged-on profile (status None, Ongoing, Valid or Invalid; method; dates; staff reason), the code to say in a validation video, and the forced states',
    input: noInput,
    output: validationInfoJson,
    handler: async (_input, { db, viewer }) => presentValidationInfo(await service.validationState(db, viewer.id), viewer),
  }),
  SaveValidationVideo: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Sends a validation video (uploaded with UploadTempMedia, albumTypeId 6) to staff: the validation is Ongoing',
    input: saveValidationVideoInput,
    output: success,
    handler: async ({ mediaId }, { db, viewer }) => {
      await service.saveValidationVideo(db, viewer.id, mediaId);
      return { success: true as const };
    },
  }),
  CancelValidationVideo: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Withdraws the waiting video validation and deletes its video',
    input: noInput,
    output: success,
    handler: async (_input, { db, viewer }) => {
      await service.cancelValidationVideo(db, viewer.id);
      return { success: true as const };
    },
  }),
  ValidateProfilePersonally: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Asks staff to validate the profile in person (Ongoing, method Personal)',
    input: noInput,
    output: success,
    handler: async (_input, { db, viewer }) => {
      await service.requestPersonalValidation(db, viewer.id);
      return { success: true as const };
    },
  }),
  ValidatePersonYoti: defineAction({
    ...rule,
    notImpersonating: true,
    method: 'POST',
    summary: 'Starts a check with the mobile identity provider: the URL to send the member to; its answer comes back to /ProfileValidation/Callback/MobileId',
    input: noInput,
    output: z.object({ redirectUrl: z.string() }),
    handler: async (_input, { req, viewer }) => ({ redirectUrl: await beginIdentityCheck(req, viewer.id, 'MobileId') }),
  }),
};
