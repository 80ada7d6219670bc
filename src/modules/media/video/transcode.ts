import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Knex } from 'knex';
import ffmpeg from 'fluent-ffmpeg';
import sharp from 'sharp';
import type { JobHandler } from '../../../platform/jobs/index.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { maxVideoSeconds } from '../kinds.ts';
import { deleteStoredFilesIfUnused } from '../files/service.ts';
import type { MediaRow } from '../repo.ts';
import * as repo from '../repo.ts';

/** The largest video we keep: 720p, either way up. */
const maxWidth = 1280;
const maxHeight = 720;
/** x264 settings that keep a 720p transcode near real time on two cores with a good picture. */
const x264 = ['-preset', 'veryfast', '-crf', '23'];
/** A transcode running this long is stuck: it is killed and the job tries again later. */
const timeoutSeconds = 30 * 60;

export type VideoTools = { ffmpegPath?: string | undefined; ffprobePath?: string | undefined };
let tools: VideoTools = {};

/** Which ffmpeg and ffprobe to run (boot.ts: FFMPEG_PATH / FFPROBE_PATH); unset, the installer packages' binaries. */
export function useVideoTools(paths: VideoTools): void {
  tools = paths;
}

const require = createRequire(import.meta.url);
/** A process that never transcodes never loads the installer packages (they throw on a platform they lack). */
const installed = (name: string) => (require(name) as { path: string }).path;

/** One ffmpeg / ffprobe run on `input`, niced so that web requests in the same dyno stay quick. */
const command = (input: string) =>
  ffmpeg(input, { niceness: 10, timeout: timeoutSeconds })
    .setFfmpegPath(tools.ffmpegPath ?? installed('@ffmpeg-installer/ffmpeg'))
    .setFfprobePath(tools.ffprobePath ?? installed('@ffprobe-installer/ffprobe'));

/** Input we refuse for good (ConversionFailed); `key` is the text shown to the owner. */
export class BadVideo extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'BadVideo';
  }
}

/**
 * ffmpeg or ffprobe that ran and gave up on the file has read bad input; one that could not start, was killed,
 * timed out or ran out of disk is process trouble, worth another try.
 */
function classify(err: unknown): unknown {
  const message = err instanceof Error ? err.message : String(err);
  return /^ff(mpeg|probe) exited with code/.test(message) && !/No space left on device/i.test(message) ? new BadVideo('media.video.couldNotConvert') : err;
}

const probe = (file: string) =>
  new Promise<ffmpeg.FfprobeData>((resolve, reject) => command(file).ffprobe((err: unknown, data) => (err ? reject(classify(err)) : resolve(data))));

const run = (cmd: ffmpeg.FfmpegCommand, output: string) =>
  new Promise<void>((resolve, reject) => {
    cmd.on('end', () => resolve()).on('error', (err: unknown) => reject(classify(err))).save(output);
  });

const seconds = (value: unknown) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : null);

export type TranscodedVideo = { video: string; poster: string; width: number; height: number; durationMs: number };

/**
 * Makes the web version of a video in `dir`: H.264 (yuv420p, at most 1280 × 720 keeping the aspect, even sizes)
 * with AAC sound when it has any, in an MP4 whose index comes first (`+faststart`: it plays while it loads),
 * no metadata, and a JPEG poster from about one second in. Throws BadVideo for a file we refuse: no picture,
 * longer than `maxVideoSeconds`, or unreadable.
 */
export async function transcodeVideo(input: string, dir: string, onStart?: () => void): Promise<TranscodedVideo> {
  const source = await probe(input);
  const video = source.streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1);
  if (!video) throw new BadVideo('media.video.noVideoStream');
  const length = seconds(source.format.duration) ?? seconds(video.duration);
  if (length !== null && length > maxVideoSeconds) throw new BadVideo('media.video.tooLong');
  const hasAudio = source.streams.some((s) => s.codec_type === 'audio');

  const out = path.join(dir, 'video.mp4');
  const fit = `min(1,min(${maxWidth}/(iw*sar),${maxHeight}/ih))`;
  const transcode = command(input)
    .videoFilters(`scale=w='max(2,trunc(${fit}*iw*sar/2)*2)':h='max(2,trunc(${fit}*ih/2)*2)',setsar=1`)
    .videoCodec('libx264')
    .outputOptions(['-map', `0:${video.index}`, ...x264, '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-map_metadata', '-1'])
    .format('mp4');
  if (hasAudio) transcode.outputOptions(['-map', '0:a:0']).audioCodec('aac').audioBitrate('128k').audioChannels(2);
  else transcode.noAudio();
  // A file that does not say how long it is stops just past the cap, and is measured below.
  if (length === null) transcode.duration(maxVideoSeconds + 1);
  if (onStart) transcode.on('start', onStart);
  await run(transcode, out);

  const made = await probe(out);
  const picture = made.streams.find((s) => s.codec_type === 'video');
  const duration = seconds(made.format.duration);
  if (!picture?.width || !picture.height || duration === null) throw new BadVideo('media.video.couldNotConvert');
  if (duration > maxVideoSeconds) throw new BadVideo('media.video.tooLong');

  const poster = path.join(dir, 'poster.jpg');
  await run(command(out).seekInput(Math.min(1, duration / 10)).frames(1).outputOptions(['-q:v', '3']), poster);
  return { video: out, poster, width: picture.width, height: picture.height, durationMs: Math.round(duration * 1000) };
}

/**
 * The poster blurred, for viewers who have not opted in to explicit media (they get no video, only this). The
 * job does not know the site, so it blurs as strongly as the sites' default blur value (20).
 */
async function blurredPoster(poster: string, dir: string): Promise<Record<string, string>> {
  const blurred = path.join(dir, 'blur.jpg');
  await sharp(poster).resize({ width: 480, withoutEnlargement: true }).blur(20).jpeg({ quality: 60 }).toFile(blurred);
  return { 'blur.jpg': await store(blurred, 'jpg', 'image/jpeg') };
}

/** Stores a made file under its content hash (`videos/ab/ab12….mp4`): written once, cached for a year. */
async function store(file: string, ext: 'mp4' | 'jpg', contentType: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const name = hash.digest('hex').slice(0, 32);
  const key = `videos/${name.slice(0, 2)}/${name}.${ext}`;
  await mediaStorage().put(key, { path: file }, contentType);
  return key;
}

/** The uploaded original is not needed once the video is Live or refused. */
async function dropSource(db: Knex, media: MediaRow): Promise<void> {
  if (!media.sourceKey) return;
  await deleteStoredFilesIfUnused(db, [media.sourceKey]);
  await repo.updateMedia(db, media.id, { sourceKey: null });
}

/**
 * `media.transcodeVideo` ({ mediaId }): ReadyForConversion → Live, or ConversionFailed with the reason for the
 * owner. Storage or process trouble sets TemporaryError and throws, so the job runs again with back-off (the
 * last attempt gives up: ConversionFailed). Safe to run twice: a process killed mid-transcode leaves the job
 * claimed, the media row as it was and the original in storage, and the job runs again once its lock expires.
 */
export const transcodeVideoJob: JobHandler = async (payload, { db, logger, lastAttempt }) => {
  const media = await repo.findMedia(db, Number(payload.mediaId));
  if (!media || media.type === 'Picture') return;
  if (media.status === 'Live' || media.status === 'ConversionFailed') return dropSource(db, media);
  const log = logger.child({ mediaId: media.id });
  const dir = await mkdtemp(path.join(tmpdir(), 'nordlys-video-'));
  try {
    const original = path.join(dir, 'original');
    const stored = media.sourceKey ? await mediaStorage().get(media.sourceKey) : null;
    if (!stored) throw new BadVideo('media.video.couldNotConvert');
    await pipeline(stored.stream, createWriteStream(original));
    const made = await transcodeVideo(original, dir, () => log.info('transcoding video'));
    const variants = {
      'video.mp4': await store(made.video, 'mp4', 'video/mp4'),
      'poster.jpg': await store(made.poster, 'jpg', 'image/jpeg'),
      ...(await blurredPoster(made.poster, dir)),
    };
    await repo.updateMedia(db, media.id, { status: 'Live', variants, width: made.width, height: made.height, durationMs: made.durationMs, failure: null });
    await dropSource(db, media);
    log.info({ durationMs: made.durationMs }, 'video live');
  } catch (err) {
    if (err instanceof BadVideo) {
      log.info({ reason: err.key }, 'video refused');
      await repo.updateMedia(db, media.id, { status: 'ConversionFailed', failure: err.key });
      return dropSource(db, media);
    }
    await repo.updateMedia(db, media.id, lastAttempt ? { status: 'ConversionFailed', failure: 'media.video.couldNotConvert' } : { status: 'TemporaryError' });
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** A copy of `input` without its metadata (place, device, dates), streams copied as they are: "Download my data". */
export async function remuxWithoutMetadata(input: string, output: string): Promise<void> {
  await run(command(input).outputOptions(['-map', '0', '-map_metadata', '-1', '-c', 'copy']), output);
}
