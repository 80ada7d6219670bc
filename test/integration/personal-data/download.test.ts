import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import request from 'supertest';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { accountsModule } from '../../../src/modules/accounts/index.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';
import { mailbox, pauseJobWorker, testApp, testDb } from '../../support/context.ts';
import { jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import type { Agent } from '../../support/http.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;
const dark = 'dark.localhost';
const linkPattern = /(https?:\/\/[^/\s]+)(\/Settings\/MyData\/\d+)/;

/** The body of a binary answer (supertest parses only text by default). */
const bytes = (agent: Agent, path: string) =>
  agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Asks for the archive on /Settings and waits for the mailed link: its origin and path. */
async function downloadLink(member: Member, notPath?: string): Promise<{ origin: string; path: string }> {
  await member.form('/Settings/DownloadMyData', {}).expect(303).expect('Location', '/Settings');
  await jobsSettled();
  const mail = await mailbox().waitFor(member.profile.email, (m) => linkPattern.test(m.text) && (!notPath || !m.text.includes(`${notPath}\n`)));
  const [, origin, path] = linkPattern.exec(mail.text)!;
  return { origin: origin!, path: path! };
}

async function unzipped(member: Member, path: string): Promise<Record<string, Uint8Array>> {
  const res = await bytes(member, path).expect(200).expect('Content-Type', 'application/zip');
  expect(res.headers['content-disposition']).to.match(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"$/);
  return unzipSync(new Uint8Array(res.body as Buffer));
}

const require = createRequire(import.meta.url);
const ffmpegBin = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const ffprobeBin = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
const exec = promisify(execFile);

const runJob = async (name: string, payload: Record<string, unknown>) => accountsModule.jobs![name]!(payload, { db: testDb(), logger: pino({ level: 'silent' }) });

describe('download my data (/Settings/DownloadMyData, /Settings/MyData/{id})', () => {
  afterEach(jobsSettled);

  it('sends a visitor to log on; refuses a post without the form token', async () => {
    await request(testApp()).post('/Settings/DownloadMyData').expect((res) => expect(res.status).to.be.oneOf([302, 303, 401, 403]));
    await request(testApp()).get('/Settings/MyData/1').expect(302);
    const member = await memberWithApi();
    await member.post('/Settings/DownloadMyData').type('form').send({}).expect(403);
    expect(Number((await testDb()('data_exports').count('* as n').first())?.n)).to.equal(0);
  });

  it("holds the member's note, message and picture (no metadata), and nothing of another member's private data", async () => {
    const [anna, bo, cleo] = [await memberWithApi(), await memberWithApi(), await memberWithApi()];
    await anna.api('/api/Profiles/SaveNote', { profileId: bo.profile.id, text: 'Anna thinks Bo bakes well' }).expect(200);
    await anna.form(`/Mail/New/${bo.profile.id}`, { body: 'Hello Bo, from Anna' }).expect(303);
    const uploaded = await upload(anna, await anna.csrf('/Support'), await cameraJpeg(1200, 800)).expect(200);
    const mediaId = Number(uploaded.body.id ?? uploaded.body.mediaId ?? (await testDb()('media').where({ profile_id: anna.profile.id }).first('id')).id);
    await bo.api('/api/Profiles/SaveNote', { profileId: anna.profile.id, text: 'Bo private note about Anna' }).expect(200);
    await bo.form(`/Mail/New/${cleo.profile.id}`, { body: 'Bo whispers to Cleo' }).expect(303);
    await jobsSettled();

    const resume = await pauseJobWorker();
    try {
      await anna.form('/Settings/DownloadMyData', {}).expect(303);
      expect((await anna.get('/Settings').expect(200)).text).to.include('Your data is being prepared');
      const again = await anna.form('/Settings/DownloadMyData', {}).expect(409);
      expect(again.text).to.include('Your data is already being prepared');
      expect(Number((await testDb()('jobs').where({ name: 'accounts.prepareDataExport' }).count('* as n').first())?.n)).to.equal(1);
    } finally {
      resume();
    }
    await jobsSettled();
    const mail = await mailbox().waitFor(anna.profile.email, (m) => linkPattern.test(m.text));
    expect(mail.subject).to.equal('Your data is ready to download');
    const [, origin, path] = linkPattern.exec(mail.text)!;
    expect(origin).to.equal('http://localhost:3000');

    const files = await unzipped(anna, path!);
    const text = Object.entries(files)
      .filter(([name]) => name.endsWith('.json'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    expect(Object.keys(files)).to.include.members(['accounts.json', 'lists.json', 'mail.json', 'media.json', 'profiles.json', `media/${mediaId}.jpg`]);
    expect(strFromU8(files['lists.json']!)).to.include('Anna thinks Bo bakes well');
    expect(strFromU8(files['mail.json']!)).to.include('Hello Bo, from Anna');
    expect(JSON.parse(strFromU8(files['accounts.json']!)).account.email).to.equal(anna.profile.email);
    expect(text).not.to.include('Bo private note about Anna').and.not.include('Bo whispers to Cleo');

    const picture = await sharp(Buffer.from(files[`media/${mediaId}.jpg`]!)).metadata();
    expect(picture).to.include({ format: 'jpeg', width: 1200, height: 800 });
    expect(picture.exif, 'EXIF').to.equal(undefined);
    expect(picture.xmp, 'XMP').to.equal(undefined);

    const settings = (await anna.get('/Settings').expect(200)).text;
    expect(settings).to.include('Your data is ready to download until').and.include(`href="${path}"`);
    await bo.get(path!).expect(404);
    await request(testApp()).get(path!).expect(302);
  });

  it('holds a video not yet transcoded as uploaded, without its metadata (place, title)', async function () {
    this.timeout(60_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'nordlys-clips-'));
    try {
      const clip = path.join(dir, 'clip.mp4');
      const source = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25'];
      const tags = ['-metadata', 'title=Secret cabin', '-metadata', 'location=+55.6761+012.5683/'];
      await exec(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-y', ...source, '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...tags, clip]);
      const anna = await memberWithApi();
      const resume = await pauseJobWorker();
      try {
        const uploaded = await upload(anna, await anna.csrf('/Support'), readFileSync(clip), 'clip.mp4', { albumTypeId: 2, allowUploadVideo: true }).expect(200);
        await anna.form('/Settings/DownloadMyData', {}).expect(303);
        const job = await testDb()('jobs').where({ name: 'accounts.prepareDataExport' }).first();
        await runJob('accounts.prepareDataExport', typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload);
        const { id } = await testDb()('data_exports').where({ profile_id: anna.profile.id }).first('id');
        const files = await unzipped(anna, `/Settings/MyData/${id}`);
        const video = path.join(dir, 'exported.mp4');
        writeFileSync(video, files[`media/${uploaded.body.id}.mp4`]!);
        const probed = JSON.parse((await exec(ffprobeBin, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', video])).stdout) as { format: { tags?: Record<string, string> }; streams: { codec_name: string; width?: number }[] };
        expect(probed.streams.map((st) => st.codec_name)).to.include('h264');
        expect(JSON.stringify(probed.format.tags ?? {})).not.to.include('Secret cabin').and.not.include('55.6761');
        const original = JSON.parse((await exec(ffprobeBin, ['-v', 'error', '-print_format', 'json', '-show_format', clip])).stdout) as { format: { tags?: Record<string, string> } };
        expect(JSON.stringify(original.format.tags)).to.include('Secret cabin');
      } finally {
        resume();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('expires after 24 hours: the link shows a page to ask again, and the file is deleted', async () => {
    const anna = await memberWithApi();
    const before = Date.now();
    const { path } = await downloadLink(anna);
    const row = await testDb()('data_exports').where({ profile_id: anna.profile.id }).first();
    expect(new Date(row.expires_at).getTime()).to.be.within(before + 24 * 3600_000 - 60_000, Date.now() + 24 * 3600_000);
    const expiry = await testDb()('jobs').where({ name: 'accounts.expireDataExport' }).first();
    expect(new Date(expiry.run_at).getTime()).to.equal(new Date(row.expires_at).getTime());

    // A day later (the row's clock moved back), before the deletion job ran: the link has expired.
    await testDb()('data_exports').where({ id: row.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await anna.get(path).expect(410);
    expect(expired.text).to.include('This download has expired').and.include('action="/Settings/DownloadMyData"');
    expect((await anna.get('/Settings').expect(200)).text).to.include('action="/Settings/DownloadMyData"');

    await runJob('accounts.expireDataExport', typeof expiry.payload === 'string' ? JSON.parse(expiry.payload) : expiry.payload);
    expect(await mediaStorage().get(row.storage_key)).to.equal(null);
    await anna.get(path).expect(410);

    // Asked again, a new archive.
    const next = await downloadLink(anna, path);
    expect(next.path).not.to.equal(path);
    await bytes(anna, next.path).expect(200);
  });

  it('on the dark site mails the dark site link, which the regular site does not serve', async () => {
    const overrides: Partial<NewProfile> = { darkStatus: 3, member: true };
    const anna = await memberWithApi(overrides, dark);
    const { origin, path } = await downloadLink(anna);
    expect(origin).to.equal('http://dark.localhost:3000');
    const mail = await mailbox().waitFor(anna.profile.email, (m) => m.text.includes(path));
    expect(mail.text).not.to.include('http://localhost:3000');
    await bytes(anna, path).expect(200);
    const regular = await memberWithApi();
    await regular.get(path).expect(404);
  });
});
