import { defineAction } from '../../../platform/http/define.ts';
import { editPictureInput } from './schemas.ts';
import { editPicture } from './edit.ts';
import { mediaJson, presentMediaJson } from '../presenter.ts';

/** /api/Common/EditPicture: turn and crop an own picture. */
export const pictureActions = {
  EditPicture: defineAction({
    method: 'POST',
    summary: 'Turns (rotate 0/90/180/270) and crops (fractions 0..1 of the turned picture) an own picture; can make it the first profile picture',
    input: editPictureInput,
    output: mediaJson,
    access: 'user',
    policy: 'access',
    rateLimit: 'upload',
    handler: async (input, { db, viewer, site }) => presentMediaJson(await editPicture(db, input, { profileId: viewer.id, blurValue: site.blurPictureValue })),
  }),
};
