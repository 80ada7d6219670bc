import type { Knex } from 'knex';
import { registerProfileTab } from '../profiles/index.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { findLatestValidation } from './validation/repo.ts';
import { filePages } from './files/pages.ts';
import { uploadPages } from './upload/pages.ts';
import { uploadActions } from './upload/api.ts';
import { pictureActions } from './pictures/api.ts';
import { darkActions } from './albums/api.ts';
import { pages } from './gallery/pages.ts';
import { editPages } from './albums/pages.ts';
import { mainPicturesFromJson } from './gallery/service.ts';
import { provideAvatar, provideCardPictures } from '../profiles/index.ts';
import { transcodeJob } from './upload/service.ts';
import { transcodeVideoJob } from './video/transcode.ts';
import { validationPages, validationActions } from './validation/index.ts';
import { moderationJobs } from './moderation.ts';
import { unsentSweepJobs } from './shared/unsent-sweep.ts';
import { consentRequiredSql, firstProfilePictureJson } from './repo.ts';
import { provideForcedConsentMedia } from '../accounts/index.ts';
import './personal-data.ts';
import './rate-limits.ts';
import { registerStartHint, registerStartSection } from '../../platform/start-page.ts';
import { lacksProfilePicture, newestMedia } from './gallery/start-sections.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';
import { albumContents, albumSummaries } from './albums/service.ts';

// Who may see a media item and open an album (policy.ts), decided through authorize.
registerPolicies(policies);

// The start page's NewestMedia and its "add a profile picture" hint (start cannot import media).
registerStartSection('NewestMedia', { order: 50, loader: newestMedia, seeAll: '/Pictures', empty: 'start.empty.NewestMedia' });
registerStartHint('ProfilePicture', { order: 10, href: '/EditProfile/PicturesAndVideos', missing: lacksProfilePicture });

/** Media: uploads, pictures and videos, albums, and who may see them. */
export const mediaModule: AppModule = {
  name: 'media',
  pages: [...filePages, ...uploadPages, ...pages, ...editPages, ...validationPages],
  api: [
    { controller: 'Common', actions: { ...uploadActions, ...pictureActions } },
    { controller: 'EditDarkProfile', actions: darkActions },
    { controller: 'ProfileValidation', actions: validationActions },
  ],
  jobs: { [transcodeJob]: transcodeVideoJob, ...moderationJobs, ...unsentSweepJobs },
};

export { transcodeVideo, useVideoTools } from './video/transcode.ts';

// Validation (validation/) and staff's media commands (admin CLI).
export { describeWaitingValidations, describeApprove, describeReject, allowIdentityStandIns, type IdentityProvider } from './validation/index.ts';
export { describeBlock, describeExplicit, describeRequireConsent } from './moderation.ts';

// The viewer's `forcedConsentMedia` (spec §3), read in accounts' viewer query (accounts cannot import media).
provideForcedConsentMedia(consentRequiredSql);

// Every profile card (profiles' presentCards) and the profile page's header show the main picture as the viewer may
// see it; its row comes in profiles' own statement (firstProfilePictureJson), so a picture costs no round trip.
provideCardPictures({
  column: (db, idColumn) => firstProfilePictureJson(db, { column: idColumn }),
  present: (db, values, actor, known) => mainPicturesFromJson(db, values, actor, { ownersVisible: true, ...known }),
});
provideAvatar({
  column: firstProfilePictureJson,
  present: async (db, value, { profileId, actor, ownerVisible, showExplicit }) => {
    const picture = (await mainPicturesFromJson(db, new Map([[profileId, value]]), actor, { ownersVisible: ownerVisible, showExplicit })).get(profileId);
    return picture ? { view: 'media/_avatar', locals: { picture } } : null;
  },
});

/**
 * Each profile's main picture as the viewer may see it (the first Live picture of its profile album, blurred when
 * explicit and the viewer has not opted in), for lists of profiles: `mainPictures(db, ids, actor)`.
 */
export { mainPictures } from './gallery/service.ts';
/**
 * The same in another module's statement: `firstProfilePictureJson` is the picture's column (by profile id or an
 * outer column), `mainPicturesFromJson` presents its values for owners the statement already kept visible.
 */
export { mainPicturesFromJson } from './gallery/service.ts';
export { firstProfilePictureJson } from './repo.ts';
/** For the start page's NewestMedia: the newest pictures the viewer may see, as /Pictures lists them. */
export { newestPictures, type NewestPicture } from './gallery/service.ts';
/** Whether the profile's latest validation is Valid (mail's "validated profiles only"). */
export const isValidatedProfile = async (db: Knex, profileId: number) => (await findLatestValidation(db, profileId))?.status === 'Valid';
export type { PictureView } from './presenter.ts';
/** For the pictures bench: the picture pipeline and the widths it makes. */
export { processPicture, pictureWidths } from './pictures/pipeline.ts';

/**
 * Pictures sent rather than published (mail attachments; UploadTempMedia albumTypeId 7): the sender's own unsent
 * ones, their file URLs, the no-JavaScript form's upload, removal, and who else may see one (`provideSharedSight`).
 */
export { ownSharedPictures, sharedPictureFiles, receiveSharedPictures, removeSharedPictures, type SharedPicture, type SharedPictureFiles } from './shared/pictures.ts';
export { provideSharedSight, type SharedSight } from './shared/sight.ts';
/**
 * Media a module keeps in places of its own (lodge albums): one upload through the pipeline (pictures, and videos of
 * the type it names, transcoded), recorded in its tables by `attach` in the same transaction; the item as a column
 * of its statement and presented; removal. Who may see one is its `provideSharedSight` answer.
 */
export { receiveSharedMedia, sharedMediaJson, presentSharedMedia, removeSharedMedia, type SharedMediaContext } from './shared/media.ts';
export type { MediaView } from './presenter.ts';
/** The §5 confirmation every published upload carries (English; the member's language's is `media.copyright.text`). */
export { copyrightText } from './kinds.ts';
/** Which unsent pictures are in use after all (mail: attached to a message); the rest go a day after upload. */
export { provideSharedUse, sweepUnsentPicture, type SharedUse } from './shared/unsent-sweep.ts';
export type { MediaSight } from './access.ts';
export type { AlbumSubject, MediaSubject } from './policy.ts';
/** The album kinds this site offers an actor (Red on the dark site alone), for whoever lists or filters albums. */
export { albumKindsFor } from './policy.ts';
/** Search's SQL filters: has a profile picture, has a validated profile. */
export { whereHasProfilePicture, whereValidated } from './search-filters.ts';
/** Blogs: of some media ids, the pictures a member keeps in one of their albums (what an entry may show as theirs). */
export { ownAlbumPictureIds } from './repo.ts';
/** Blogs' editor: the member's own Live pictures in their albums (each album's first page), to put one in an entry. */
export async function ownAlbumPictures(db: Knex, profileId: number, dark: boolean): Promise<{ id: number; src: string; caption: string }[]> {
  const { profile, named } = await albumSummaries(db, { profileId, dark });
  const pages = await Promise.all([profile, ...named].flatMap((s) => (s ? [albumContents(db, s.album, 1)] : [])));
  return pages.flatMap((p) => p.items).flatMap((m) => (m.kind === 'picture' && m.status === 'Live' && m.picture ? [{ id: m.id, src: m.picture.src, caption: m.caption }] : []));
}

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  pictures: { label: 'layout.drawer.pictures', href: '/Pictures', order: 60, icon: 'pictures', shownTo: loggedOn },
});

// Its tab of the profile page (it mounts /Profile/:id/<tab> and hands its content to profiles).
registerProfileTab('Pictures', { label: 'profiles.tabs.Pictures', order: 20, site: 'both' });

/**
 * Showcase pictures (showcase.ts): a member's own Live, not explicit picture in a Profile or Ordinary album, put
 * forward in another module's place (a photo contest's entry): the rule as SQL over the caller's columns, the picture
 * as a column of its statement, presented, and the member's own to choose from.
 */
export { showcasePictureSql, showcasePictureJson, showcasePicturesFromJson, ownShowcasePictures, isOwnShowcasePicture } from './showcase.ts';
