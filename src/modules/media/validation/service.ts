import type { Knex } from 'knex';
import { queueMail } from '../../../platform/mail/index.ts';
import { macWithDataKey } from '../../../platform/secrets.ts';
import { clearForcedValidation, findProfileForCli, findPublicIdentities, type ProfileRecord } from '../../accounts/index.ts';
import { listSites } from '../../sites/index.ts';
import { removeMediaItem } from '../moderation.ts';
import * as mediaRepo from '../repo.ts';
import { validationErrors } from './errors.ts';
import type { IdentityAnswer, IdentityProvider } from './identity.ts';
import * as repo from './repo.ts';
import type { ValidationStatus } from './schemas.ts';

/** Where the member stands: no validation yet (or cancelled), or the newest one with its video. */
export type ValidationState = {
  status: 'None' | ValidationStatus;
  validation: repo.ValidationRow | null;
  video: mediaRepo.MediaRow | null;
  /** The code to say in the next validation video (the Ongoing one's while a video waits). */
  code: string;
};

/**
 * The code a member says in a validation video: four digits from the profile and its last decided validation,
 * the same on every device until staff decide (so a video recorded on a phone matches the page on a computer).
 */
function codeFor(profileId: number, latest: repo.ValidationRow | null): string {
  if (latest?.status === 'Ongoing' && latest.code) return latest.code;
  const since = latest && latest.status !== 'Ongoing' ? latest.id : 0;
  return String(1000 + (parseInt(macWithDataKey('validation-code', `${profileId}:${since}`).slice(0, 8), 16) % 9000));
}

export async function validationState(db: Knex, profileId: number): Promise<ValidationState> {
  const latest = await repo.findLatestValidation(db, profileId);
  const video = latest?.mediaId ? await mediaRepo.findMedia(db, latest.mediaId) : null;
  return { status: latest?.status ?? 'None', validation: latest, video, code: codeFor(profileId, latest) };
}

async function refuseWhenValid(db: Knex, profileId: number): Promise<repo.ValidationRow | null> {
  const latest = await repo.findLatestValidation(db, profileId);
  if (latest?.status === 'Valid') throw validationErrors.alreadyValid();
  return latest;
}

/**
 * SaveValidationVideo: the member's ValidationVideo (uploaded with albumTypeId 6) goes to staff, with the code
 * the page showed: an Ongoing VideoUpload validation. A new video replaces the waiting one (which is deleted).
 */
export async function saveValidationVideo(db: Knex, profileId: number, mediaId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const media = await mediaRepo.findMedia(trx, mediaId);
    if (!media || media.profileId !== profileId || media.type !== 'ValidationVideo') throw validationErrors.videoNotFound();
    if (media.status === 'ConversionFailed') throw validationErrors.videoFailed();
    const latest = await refuseWhenValid(trx, profileId);
    const ongoing = await repo.lockOngoingValidation(trx, profileId);
    if (ongoing && ongoing.method !== 'VideoUpload') throw validationErrors.ongoing();
    const code = codeFor(profileId, latest);
    if (!ongoing) {
      await repo.insertValidation(trx, { profileId, method: 'VideoUpload', status: 'Ongoing', mediaId, code });
      return;
    }
    if (ongoing.mediaId === mediaId) return;
    await repo.updateValidationVideo(trx, ongoing.id, mediaId, code);
    const old = ongoing.mediaId ? await mediaRepo.findMedia(trx, ongoing.mediaId) : null;
    if (old) await removeMediaItem(trx, old);
  });
}

/** CancelValidationVideo: the waiting video validation is withdrawn and its video deleted; the member starts again. */
export async function cancelValidationVideo(db: Knex, profileId: number): Promise<void> {
  await db.transaction(async (trx) => {
    const ongoing = await repo.lockOngoingValidation(trx, profileId);
    if (!ongoing || ongoing.method !== 'VideoUpload') throw validationErrors.noVideoWaiting();
    await repo.deleteValidation(trx, ongoing.id);
    const video = ongoing.mediaId ? await mediaRepo.findMedia(trx, ongoing.mediaId) : null;
    if (video) await removeMediaItem(trx, video);
  });
}

/** ValidateProfilePersonally: the member asks to be validated in person by staff (Ongoing, method Personal). */
export async function requestPersonalValidation(db: Knex, profileId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await refuseWhenValid(trx, profileId);
    const ongoing = await repo.lockOngoingValidation(trx, profileId);
    if (ongoing?.method === 'Personal') return;
    if (ongoing) throw validationErrors.ongoing();
    await repo.insertValidation(trx, { profileId, method: 'Personal', status: 'Ongoing' });
  });
}

/** Before sending the member to an identity provider: nothing may be waiting, and the profile not valid already. */
export async function checkIdentityStart(db: Knex, profileId: number): Promise<void> {
  await refuseWhenValid(db, profileId);
  if (await repo.findLatestValidation(db, profileId).then((v) => v?.status === 'Ongoing')) throw validationErrors.ongoing();
}

/**
 * The identity provider's answer, already checked against the member's own request (`state`): a verified
 * person makes the profile Valid at once (ending any forced validation); a refusal is recorded as Invalid.
 */
export async function completeIdentityCheck(db: Knex, profileId: number, provider: IdentityProvider, answer: IdentityAnswer): Promise<ValidationStatus> {
  return db.transaction(async (trx) => {
    await checkIdentityStart(trx, profileId);
    const status = answer.verified ? 'Valid' : 'Invalid';
    await repo.insertValidation(trx, { profileId, method: provider.method, status, decidedBy: provider.label });
    if (answer.verified) await clearForcedValidation(trx, profileId);
    return status;
  });
}

/** The copyright text confirmed again (banner, onboarding dialog): the member's media are shown again. */
export async function confirmCopyright(db: Knex, profileId: number, text: string): Promise<{ hasProfilePicture: boolean }> {
  await mediaRepo.confirmConsent(db, profileId, text);
  return { hasProfilePicture: await mediaRepo.hasProfilePicture(db, profileId) };
}

export const hasProfilePicture = (db: Knex, profileId: number) => mediaRepo.hasProfilePicture(db, profileId);

// ---- Staff (admin CLI) -------------------------------------------------------------------------------------------

export type DecidedBy = { profile?: string | undefined; console: string };

/** The regular site's origin and name, for links in the decision mails (validation is the same on both sites). */
async function mailSite(db: Knex): Promise<{ origin: string; name: string }> {
  const sites = await listSites(db);
  const site = sites.find((s) => !s.dark) ?? sites[0];
  if (!site) throw new Error('No site is configured');
  return site;
}

async function decide(db: Knex, nameOrEmail: string, by: DecidedBy, decision: { status: 'Valid' | 'Invalid'; reason: string | null }): Promise<{ profile: ProfileRecord; validation: repo.ValidationRow }> {
  const site = await mailSite(db);
  const staff = by.profile ? await findProfileForCli(db, by.profile) : null;
  return db.transaction(async (trx) => {
    const profile = await findProfileForCli(trx, nameOrEmail);
    const validation = await repo.lockOngoingValidation(trx, profile.id);
    if (!validation) throw new Error(`"${profile.name}" has no validation waiting`);
    await repo.decideValidation(trx, validation.id, { ...decision, decidedById: staff?.id ?? null, decidedBy: staff?.name ?? by.console });
    const params = { name: profile.name, siteName: site.name, reason: decision.reason ?? '' };
    const link = `${site.origin}/ProfileValidation`;
    if (decision.status === 'Valid') {
      await clearForcedValidation(trx, profile.id);
      await queueMail(trx, { to: profile.email, locale: profile.language, template: 'media.validation.mail.approved', params, link });
    } else {
      await queueMail(trx, { to: profile.email, locale: profile.language, template: 'media.validation.mail.rejected', params, link });
    }
    return { profile, validation };
  });
}

/** `validation:approve`: the waiting validation is Valid; a forced validation ends; the member is mailed. */
export async function approveValidation(db: Knex, nameOrEmail: string, by: DecidedBy): Promise<ProfileRecord> {
  return (await decide(db, nameOrEmail, by, { status: 'Valid', reason: null })).profile;
}

/** `validation:reject`: the waiting validation is Invalid with the reason the member is mailed and shown. */
export async function rejectValidation(db: Knex, nameOrEmail: string, reason: string, by: DecidedBy): Promise<ProfileRecord> {
  const why = reason.trim().slice(0, 1000);
  if (!why) throw new Error('Give a reason: the member is told it');
  return (await decide(db, nameOrEmail, by, { status: 'Invalid', reason: why })).profile;
}

export type WaitingValidation = repo.ValidationRow & { name: string; forcedValidation: boolean; video: mediaRepo.MediaRow | null };

/** The validations waiting for staff, oldest first, with the profile's name and the video. */
export async function listWaitingValidations(db: Knex): Promise<WaitingValidation[]> {
  const waiting = await repo.findOngoingValidations(db);
  const identities = new Map((await findPublicIdentities(db, waiting.map((v) => v.profileId))).map((p) => [p.id, p]));
  return Promise.all(
    waiting.map(async (v) => ({
      ...v,
      name: identities.get(v.profileId)?.name ?? `#${v.profileId}`,
      forcedValidation: identities.get(v.profileId)?.forcedValidation ?? false,
      video: v.mediaId ? await mediaRepo.findMedia(db, v.mediaId) : null,
    })),
  );
}

