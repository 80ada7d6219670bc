import { z } from 'zod';
import { localPath } from '../schemas.ts';

/** Spec §3 validation methods: national ID (first and second generation), a video, in person, a mobile identity provider. */
export const validationMethods = ['NationalId', 'VideoUpload', 'Personal', 'NationalId2', 'MobileId'] as const;
export type ValidationMethod = (typeof validationMethods)[number];
/** Spec §4 validation statuses. */
export const validationStatuses = ['Ongoing', 'Valid', 'Invalid'] as const;
export type ValidationStatus = (typeof validationStatuses)[number];

/** The methods an identity provider answers (identity.ts): national ID and the mobile identity provider. */
export const providerMethods = ['NationalId', 'MobileId'] as const;
export type ProviderMethod = (typeof providerMethods)[number];

/** SaveValidationVideo: the ValidationVideo uploaded through UploadTempMedia (albumTypeId 6). */
export const saveValidationVideoInput = z.object({ mediaId: z.number({ message: 'media.validation.errors.mediaId' }).int().positive().max(Number.MAX_SAFE_INTEGER) });

export const noInput = z.object({});

/** The way back after a form in the layout (the banner, the onboarding dialog): a path on this site, else /Start. */
const back = localPath.catch('/Start');

/** The copyright confirmation of the banner and the onboarding dialog (spec §5 text on the checkbox). */
export const confirmCopyrightForm = z.object({
  confirm: z.literal('yes', { message: 'media.consent.errors.confirm' }),
  back,
  onboarding: z.literal('yes').optional(),
});

/** /ProfileValidation/FirstPicture: where "not now" goes. */
export const firstPictureQuery = z.object({ back });

/** /ProfileValidation/Identity/:method and the provider's pages: which identity provider. */
export const methodParams = z.object({ method: z.enum(providerMethods) });

/** What the stand-in provider's page posts: the member's answer, and the request it answers. */
export const standInForm = z.object({
  state: z.string().regex(/^[\w-]{16,64}$/),
  answer: z.enum(['approve', 'refuse']),
});
export const standInQuery = z.object({ state: z.string().regex(/^[\w-]{16,64}$/) });

/** The identity provider's callback: the request it answers, its outcome, and the signature over them. */
export const callbackQuery = z.object({
  state: z.string().max(64),
  outcome: z.enum(['verified', 'refused']),
  subject: z.string().max(200).default(''),
  issuedAt: z.coerce.number().int(),
  sig: z.string().max(128),
});
export type CallbackQuery = z.infer<typeof callbackQuery>;
