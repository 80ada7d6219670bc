import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import request from 'supertest';
import sharp from 'sharp';
import pino from 'pino';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { upload } from '../../support/media.ts';
import type { Agent } from '../../support/http.ts';
import { createDb } from '../../../src/platform/db/knex.ts';
import { locales, translate } from '../../../src/platform/i18n/index.ts';
import { migrateLatest } from '../../../src/platform/db/migrate.ts';
import { enqueueJob, runDueJobs } from '../../../src/platform/jobs/index.ts';
import { mediaStorage, useStorage, type MediaStorage } from '../../../src/platform/storage/index.ts';
import { createLocalStorage } from '../../../src/platform/storage/local.ts';
import { createProfile, requiredTermsVersion } from '../../../src/modules/accounts/index.ts';
import { mediaModule } from '../../../src/modules/media/index.ts';

const require = createRequire(import.meta.url);
const ffmpegBin = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const ffprobeBin = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
const exec = promisify(execFile);

/** A clip from ffmpeg's test sources: a test card (and a 440 Hz tone unless `silent`), quickly encoded. */
async function makeClip(file: string, opts: { size: string; seconds: number; rate?: number; silent?: boolean; audioOnly?: boolean }) {
  const picture = ['-f', 'lavfi', '-i', `testsrc=size=${opts.size}:rate=${opts.rate ?? 25}`];
  const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440'];
  const inputs = opts.audioOnly ? tone : opts.silent ? picture : [...picture, ...tone];
  await exec(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-y', ...inputs, '-t', String(opts.seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file]);
  return file;
}

type Probed = { streams: { codec_type: string; codec_name: string; pix_fmt?: string; width?: number; height?: number }[]; format: { duration: string; format_name: string } };
const probe = async (file: string) => JSON.parse((await exec(ffprobeBin, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file])).stdout) as Probed;

/** The top-level MP4 boxes in order (`ftyp`, `moov`, `mdat` …): with +faststart the index comes before the data. */
function topLevelBoxes(bytes: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size32 = bytes.readUInt32BE(at);
    const size = size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32 === 0 ? bytes.length - at : size32;
    boxes.push(bytes.toString('latin1', at + 4, at + 8));
    at += size;
  }
  return boxes;
}

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

type MediaRecord = { id: string; status: string; type: string; width: number; height: number; duration_ms: number; failure: string | null; source_key: string | null; variants: Record<string, string> };

/** Waits for the media item's transcoding job to finish (done, or failed for good), then reads the row. */
async function converted(id: number): Promise<MediaRecord> {
  for (let i = 0; i < 600; i++) {
    const jobs = await testDb()('jobs').where({ name: 'media.transcodeVideo' }).where((q) => q.whereNotNull('done_at').orWhereNotNull('failed_at'));
    if (jobs.some((job: { payload: { mediaId: number } | string }) => (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload).mediaId === id)) {
      const row = await testDb()('media').where({ id }).first();
      return { ...row, variants: typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the video ${id} was not converted within a minute`);
}

const fileOf = (row: MediaRecord, name: string) => `/media/${row.id}/${path.posix.basename(row.variants[name]!)}`;
const videoTemps = () => readdirSync(tmpdir()).filter((f) => f.startsWith('nordlys-video-'));

async function member() {
  const profile = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(profile);
  return { profile, agent, token: await agent.csrf('/Start') };
}

const uploadVideo = (agent: Agent, token: string, file: string, albumTypeId = 2) =>
  upload(agent, token, readFileSync(file), path.basename(file), { albumTypeId, allowUploadVideo: true }).expect(200);

describe('videos: the transcoding job', function () {
  this.timeout(120_000);
  let clips: string;
  let clip: string;
  before(async () => {
    clips = mkdtempSync(path.join(tmpdir(), 'nordlys-clips-'));
    clip = await makeClip(path.join(clips, 'clip.mp4'), { size: '640x360', seconds: 3 });
  });
  after(() => rmSync(clips, { recursive: true, force: true }));

  it('makes an uploaded clip Live as an H.264/AAC MP4 that starts playing while it loads, with a poster, and drops the original', async () => {
    const { agent, token } = await member();
    const temps = videoTemps();
    const res = await uploadVideo(agent, token, clip);
    expect(res.body).to.include({ type: 'AlbumVideo', status: 'ReadyForConversion', video: null });
    const { source_key: original } = await testDb()('media').where({ id: res.body.id }).first('source_key');

    const row = await converted(res.body.id);
    expect(row).to.include({ status: 'Live', width: 640, height: 360, failure: null, source_key: null });
    expect(row.duration_ms).to.be.within(2900, 3200);
    expect(Object.keys(row.variants).sort()).to.deep.equal(['blur.jpg', 'poster.jpg', 'video.mp4']);
    expect(row.variants['video.mp4']).to.match(/^videos\/[0-9a-f]{2}\/[0-9a-f]{32}\.mp4$/);
    expect(await mediaStorage().get(original), 'the original is deleted').to.equal(null);

    const video = await binary(agent.get(fileOf(row, 'video.mp4'))).expect(200);
    expect(video.headers['content-type']).to.equal('video/mp4');
    expect(video.headers['accept-ranges']).to.equal('bytes');
    const bytes = video.body as Buffer;
    const boxes = topLevelBoxes(bytes);
    expect(boxes.indexOf('moov'), `moov before mdat in ${boxes.join(' ')}`).to.be.within(0, boxes.indexOf('mdat'));
    const saved = path.join(clips, 'served.mp4');
    writeFileSync(saved, bytes);
    const { streams, format } = await probe(saved);
    expect(format.format_name).to.include('mp4');
    expect(streams.map((s) => [s.codec_type, s.codec_name])).to.deep.equal([['video', 'h264'], ['audio', 'aac']]);
    expect(streams[0]).to.include({ pix_fmt: 'yuv420p', width: 640, height: 360 });

    const poster = await binary(agent.get(fileOf(row, 'poster.jpg'))).expect(200);
    expect(poster.headers['content-type']).to.equal('image/jpeg');
    expect(await sharp(poster.body as Buffer).metadata()).to.include({ format: 'jpeg', width: 640, height: 360 });
    expect(videoTemps().filter((f) => !temps.includes(f)), 'no temporary files left').to.deep.equal([]);
  });

  it('answers range requests the way a video player seeks: 206 with the asked bytes, 416 past the end', async () => {
    const { agent, token } = await member();
    const row = await converted((await uploadVideo(agent, token, clip)).body.id);
    const url = fileOf(row, 'video.mp4');
    const whole = (await binary(agent.get(url)).expect(200)).body as Buffer;
    const size = whole.length;

    const first = await binary(agent.get(url).set('Range', 'bytes=0-99')).expect(206);
    expect(first.headers).to.include({ 'content-range': `bytes 0-99/${size}`, 'content-length': '100', 'accept-ranges': 'bytes', 'content-type': 'video/mp4' });
    expect((first.body as Buffer).equals(whole.subarray(0, 100))).to.equal(true);

    const middle = await binary(agent.get(url).set('Range', `bytes=1000-`)).expect(206);
    expect(middle.headers['content-range']).to.equal(`bytes 1000-${size - 1}/${size}`);
    expect((middle.body as Buffer).equals(whole.subarray(1000))).to.equal(true);

    const last = await binary(agent.get(url).set('Range', 'bytes=-50')).expect(206);
    expect(last.headers['content-range']).to.equal(`bytes ${size - 50}-${size - 1}/${size}`);
    expect((last.body as Buffer).equals(whole.subarray(size - 50))).to.equal(true);

    const beyond = await agent.get(url).set('Range', `bytes=${size}-`).expect(416);
    expect(beyond.headers['content-range']).to.equal(`bytes */${size}`);
    const unreadable = await binary(agent.get(url).set('Range', 'bytes=abc')).expect(200);
    expect((unreadable.body as Buffer).length, 'a range it cannot read is ignored').to.equal(size);
  });

  it('shows a Live album video to another member of a visible profile, never a validation video, and nothing to a visitor', async () => {
    const { agent, token } = await member();
    const album = await converted((await uploadVideo(agent, token, clip)).body.id);
    const validation = await converted((await uploadVideo(agent, token, clip, 6)).body.id);
    expect(validation).to.include({ status: 'Live', type: 'ValidationVideo' });

    const other = await loggedOnAs(await buildMember());
    await other.get(fileOf(album, 'video.mp4')).expect(200);
    await other.get(fileOf(album, 'poster.jpg')).expect(200);
    await other.get(fileOf(validation, 'video.mp4')).expect(404);
    await other.get(fileOf(validation, 'poster.jpg')).expect(404);
    await agent.get(fileOf(validation, 'video.mp4')).expect(200);
    await request(testApp()).get(fileOf(album, 'video.mp4')).expect(302);

    // Marked explicit: a viewer who has not opted in gets the blurred poster only, never the video.
    await testDb()('media').where({ id: album.id }).update({ explicit: true });
    await other.get(fileOf(album, 'video.mp4')).expect(404);
    await other.get(fileOf(album, 'poster.jpg')).expect(404);
    await other.get(fileOf(album, 'blur.jpg')).expect(200).expect('Content-Type', 'image/jpeg');
  });

  it('refuses a clip over 10 minutes and a file without pictures for good, with the reason for the owner, and keeps nothing', async () => {
    const { agent, token } = await member();
    const long = await makeClip(path.join(clips, 'long.mp4'), { size: '32x32', rate: 1, seconds: 601, silent: true });
    const sound = await makeClip(path.join(clips, 'sound.mp4'), { size: '', seconds: 2, audioOnly: true });
    for (const [file, reason] of [[long, 'media.video.tooLong'], [sound, 'media.video.noVideoStream']] as const) {
      const id = (await uploadVideo(agent, token, file)).body.id as number;
      const { source_key: original } = await testDb()('media').where({ id }).first('source_key');
      const row = await converted(id);
      expect(row, file).to.include({ status: 'ConversionFailed', failure: reason, source_key: null });
      expect(row.variants, file).to.deep.equal({});
      expect(await mediaStorage().get(original), 'the original is deleted').to.equal(null);
      const job = (await testDb()('jobs').where({ name: 'media.transcodeVideo' }).orderBy('id', 'desc').first())!;
      expect(job.done_at, 'a refusal is final: the job is not retried').to.not.equal(null);
      for (const locale of locales) expect(translate(locale, reason), `${reason} in ${locale}`).to.not.equal(reason);
    }
    expect(translate('en-GB', 'media.video.tooLong')).to.equal('The video is too long: a video may be up to 10 minutes.');
    const { album_id: albumId } = await testDb()('media').where({ failure: 'media.video.tooLong' }).first('album_id');
    const page = (await agent.get(`/EditProfile/PicturesAndVideos/Album/${albumId}`).expect(200)).text;
    expect(page, 'the owner is told why').to.include('This video could not be used: The video is too long: a video may be up to 10 minutes.');
  });

  it('keeps a silent clip silent and fits a tall phone video into 720 pixels high with even sizes', async () => {
    const { agent, token } = await member();
    const tall = await makeClip(path.join(clips, 'tall.mp4'), { size: '1080x1920', seconds: 1, silent: true });
    const row = await converted((await uploadVideo(agent, token, tall)).body.id);
    expect(row).to.include({ status: 'Live', width: 404, height: 720 });
    const saved = path.join(clips, 'tall-served.mp4');
    writeFileSync(saved, (await binary(agent.get(fileOf(row, 'video.mp4'))).expect(200)).body as Buffer);
    const { streams } = await probe(saved);
    expect(streams.map((s) => s.codec_type), 'no sound track').to.deep.equal(['video']);
    expect(streams[0]).to.include({ codec_name: 'h264', width: 404, height: 720 });
  });
});

/** `src/worker.ts` on the data folder; resolves once it logged `until` (rejects if it exits first). */
async function startWorker(dataDir: string, until: string, options: { detached?: boolean } = {}) {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    // Its temporary files in the data folder too: a killed worker leaves them (a restarted dyno starts empty).
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, TMPDIR: dataDir, SEED_DEMO: 'no', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: options.detached ?? false,
  });
  const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: worker.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.includes(`"msg":"${until}`)) resolve();
    });
    void exited.then((code) => reject(new Error(`the worker exited (${code}) before "${until}"`)));
  });
  return { worker, exited, lines };
}

describe('videos: the worker process', function () {
  this.timeout(180_000);
  // A worker of its own, on an embedded database and a media folder of its own (PGlite opens in one process at a
  // time), holding one uploaded video whose transcoding job is due.
  let dataDir: string;
  let pgliteDir: string;
  let storage: MediaStorage;
  let mediaId: number;
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nordlys-worker-'));
    pgliteDir = path.join(dataDir, 'pglite');
    storage = createLocalStorage(path.join(dataDir, 'media'));
    const clip = await makeClip(path.join(dataDir, 'clip.mp4'), { size: '1280x720', seconds: 10 });
    const db = createDb({ pgliteDir });
    await migrateLatest(db);
    const profile = await createProfile(db, { name: 'worker_test', email: 'worker@example.test', passwordHash: null, kind: 'Single', status: 3, darkStatus: 0, member: false, termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: null });
    await storage.put('videos/source/killed', { path: clip }, 'application/octet-stream');
    const [row] = await db('media').insert({ profile_id: profile.id, type: 'AlbumVideo', status: 'ReadyForConversion', source_key: 'videos/source/killed' }).returning('id');
    mediaId = Number(row.id);
    await enqueueJob(db, 'media.transcodeVideo', { mediaId }, { lane: 'slow' }); // as an upload does
    await db.destroy();
    rmSync(`${pgliteDir}.lock`, { force: true }); // this process is done with it: the worker opens it next
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('loses nothing when killed mid-transcode: the job stays claimed, runs again once its lock is gone, and the video goes Live', async () => {
    const { worker, exited } = await startWorker(dataDir, 'transcoding video', { detached: true });
    process.kill(-worker.pid!, 'SIGKILL'); // its whole process group, ffmpeg too, as when a dyno dies
    await exited;

    const previousStorage = mediaStorage();
    const db = createDb({ pgliteDir });
    try {
      useStorage(storage);
      const logger = pino({ level: 'silent' });
      const job = await db('jobs').where({ name: 'media.transcodeVideo' }).first();
      expect(job).to.include({ attempts: 1, done_at: null, failed_at: null });
      expect(new Date(job.locked_until).getTime(), 'still claimed by the dead worker').to.be.greaterThan(Date.now());
      expect(await db('media').where({ id: mediaId }).first()).to.include({ status: 'ReadyForConversion', source_key: 'videos/source/killed' });
      expect(await storage.get('videos/source/killed'), 'the original is still stored').to.not.equal(null);
      // The slow lane only: the worker's start also enqueued its schedules' runs (pruning, sweeps) in the default lane.
      expect(await runDueJobs(db, mediaModule.jobs!, logger, 'slow'), 'not run again while the lock holds').to.equal(0);

      await db('jobs').update({ locked_until: null }); // as if its five minutes had passed
      expect(await runDueJobs(db, mediaModule.jobs!, logger, 'slow')).to.equal(1);
      const media = await db('media').where({ id: mediaId }).first();
      expect(media).to.include({ status: 'Live', width: 1280, height: 720, source_key: null });
      expect(media.duration_ms).to.be.within(9_900, 10_200);
      expect(await storage.get('videos/source/killed')).to.equal(null);
      expect((await db('jobs').where({ id: job.id }).first()).done_at).to.not.equal(null);
    } finally {
      useStorage(previousStorage);
      await db.destroy();
      rmSync(`${pgliteDir}.lock`, { force: true });
    }
  });

  it('stops on SIGTERM (a dyno restart) and exits cleanly', async () => {
    const { worker, exited, lines } = await startWorker(dataDir, 'Nordlys job worker running');
    worker.kill('SIGTERM');
    expect(await exited).to.equal(0);
    expect(lines.some((line) => line.includes('"msg":"stopped"'))).to.equal(true);
  });
});
