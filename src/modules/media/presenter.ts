import path from 'node:path';
import { z } from 'zod';
import type { MediaRow } from './repo.ts';
import { widthsOf } from './pictures/pipeline.ts';
import type { MediaSight } from './access.ts';

/** The URL of one stored file of a media item: its id (for the access check) and the content-hashed name. */
export const fileUrl = (mediaId: number, key: string) => `/media/${mediaId}/${path.posix.basename(key)}`;

export type PictureView = {
  id: number;
  width: number;
  height: number;
  blurred: boolean;
  /** WebP sources with their widths, for `srcset`; `jpeg` the fallback `src` and `srcset`. */
  webp: string;
  jpeg: string;
  src: string;
};

/** A picture as `<picture>` needs it; the blurred pair alone when the viewer has not opted in to explicit pictures. */
export function presentPicture(media: MediaRow, sight: Exclude<MediaSight, null>): PictureView {
  const v = media.variants;
  const blurred = sight === 'blurred';
  if (blurred) {
    return { id: media.id, width: media.width ?? 480, height: media.height ?? 480, blurred, webp: fileUrl(media.id, v['blur.webp']!), jpeg: fileUrl(media.id, v['blur.jpg']!), src: fileUrl(media.id, v['blur.jpg']!) };
  }
  const widths = widthsOf(v);
  const set = (ext: string) => widths.map((w) => `${fileUrl(media.id, v[`w${w}.${ext}`]!)} ${w}w`).join(', ');
  const middle = widths.find((w) => w >= 480) ?? widths.at(-1)!;
  return { id: media.id, width: media.width ?? 0, height: media.height ?? 0, blurred, webp: set('webp'), jpeg: set('jpg'), src: fileUrl(media.id, v[`w${middle}.jpg`]!) };
}

/** The JSON shape of a media item, as its schema for the calls' outputs (UploadTempMedia, EditPicture). */
export const mediaJson = z.object({
  id: z.number(),
  type: z.string(),
  status: z.string(),
  explicit: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  durationMs: z.number().nullable(),
  albumId: z.number().nullable(),
  picture: z.object({ id: z.number(), width: z.number(), height: z.number(), blurred: z.boolean(), webp: z.string(), jpeg: z.string(), src: z.string() }).nullable(),
  video: z.object({ src: z.string(), poster: z.string().nullable() }).nullable(),
});

/** The JSON shape of a media item (UploadTempMedia and the album calls). */
export function presentMediaJson(media: MediaRow, sight: Exclude<MediaSight, null> = 'full') {
  return {
    id: media.id,
    type: media.type,
    status: media.status,
    explicit: media.explicit,
    width: media.width,
    height: media.height,
    durationMs: media.durationMs,
    albumId: media.albumId,
    picture: media.type === 'Picture' ? presentPicture(media, sight) : null,
    video: media.type !== 'Picture' && media.status === 'Live' && media.variants['video.mp4']
      ? { src: fileUrl(media.id, media.variants['video.mp4']), poster: media.variants['poster.jpg'] ? fileUrl(media.id, media.variants['poster.jpg']) : null }
      : null,
  };
}

export type VideoView = {
  id: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  blurred: boolean;
  /** The still shown before it plays (the blurred one for a blurred viewer, when there is one). */
  poster: string | null;
  /** The playable file; null while it is being converted, and for a blurred viewer. */
  src: string | null;
};

/** A video as `<video controls preload="none" poster>` needs it. */
export function presentVideo(media: MediaRow, sight: Exclude<MediaSight, null>): VideoView {
  const v = media.variants;
  const blurred = sight === 'blurred';
  const poster = blurred ? v['blur.jpg'] : v['poster.jpg'];
  const src = !blurred && media.status === 'Live' ? v['video.mp4'] : undefined;
  return { id: media.id, width: media.width, height: media.height, durationMs: media.durationMs, blurred, poster: poster ? fileUrl(media.id, poster) : null, src: src ? fileUrl(media.id, src) : null };
}

/** One picture or video in a gallery or on its own page, with the address of its page on the owner's profile. */
export type MediaView = {
  id: number;
  kind: 'picture' | 'video';
  caption: string;
  explicit: boolean;
  status: MediaRow['status'];
  /** Why a video could not be used (a locale key), for its owner. */
  failure: string | null;
  albumId: number | null;
  picture: PictureView | null;
  video: VideoView | null;
  href: string;
};

export function presentMedia(media: MediaRow, sight: Exclude<MediaSight, null>): MediaView {
  const picture = media.type === 'Picture';
  return {
    id: media.id,
    kind: picture ? 'picture' : 'video',
    caption: media.caption,
    explicit: media.explicit,
    status: media.status,
    failure: media.failure,
    albumId: media.albumId,
    picture: picture ? presentPicture(media, sight) : null,
    video: picture ? null : presentVideo(media, sight),
    href: `/Profile/${media.profileId}/Pictures/${picture ? 'p' : 'v'}${media.id}`,
  };
}
