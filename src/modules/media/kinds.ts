/** Spec §3 media types; a picture is `Picture`, the rest are videos by where they belong. */
export const mediaTypes = ['Picture', 'AlbumVideo', 'TempVideo', 'MailAttachmentVideo', 'LodgeAlbumVideo', 'ValidationVideo'] as const;
export type MediaType = (typeof mediaTypes)[number];
/** Spec §4 video statuses; a picture is Live from the start. */
export const mediaStatuses = ['Uploading', 'ReadyForConversion', 'ConversionFailed', 'Live', 'TemporaryError'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

export const albumKinds = ['Profile', 'Ordinary', 'Private', 'Red', 'Archive'] as const;
export type AlbumKind = (typeof albumKinds)[number];

/**
 * UploadTempMedia's `albumTypeId` (§7): where the upload goes. 1 profile pictures, 2 an ordinary album,
 * 3 a private album, 4 a red album (dark site), 5 the file archive, 6 a validation video, 7 a picture to attach to
 * a message (no album: shared-pictures.ts; pictures only, and no §5 confirmation, as it is sent, not published).
 */
export const albumTypeIds = { 1: 'Profile', 2: 'Ordinary', 3: 'Private', 4: 'Red', 5: 'Archive', 6: 'Validation', 7: 'MailAttachment' } as const;
export type AlbumTypeId = keyof typeof albumTypeIds;

/** Upload caps: a picture up to 30 MB, a video up to 500 MB and 10 minutes. */
export const maxPictureBytes = 30_000_000;
export const maxVideoBytes = 500_000_000;
export const maxVideoSeconds = 600;

/** The text a member confirms before any upload (spec §5), exactly. */
export const copyrightText = 'I hereby confirm that I have both copyright and consent to use this image and/or video';

/** What a viewer may see of a media item: all of it, its blurred form, or nothing. */
export type MediaSight = 'full' | 'blurred' | null;
