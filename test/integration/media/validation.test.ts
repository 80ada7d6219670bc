import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import sharp from 'sharp';
import { mailbox, testApp, testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { cameraJpeg, copyright, upload } from '../../support/media.ts';
import type { Agent } from '../../support/http.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';
import type { NewProfile } from '../../../src/modules/accounts/index.ts';

const require = createRequire(import.meta.url);
const ffmpegBin = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const origin = 'http://localhost:3000';

const hiddenBanner = 'The profile is hidden until validated.';
const quarantineLine = 'Members who do not validate before expiry will not be renewed and the profile is quarantined.';
const consentBanner = 'Media is hidden until copyright is confirmed.';
const onboardingDialog = '<dialog open class="onboarding-dialog"';

describe('media validation', () => {
  let clip: Buffer;

  before(async function () {
    this.timeout(60_000);
    // A one-second clip from ffmpeg's test card: a real video for the upload and the transcoding job.
    const dir = mkdtempSync(path.join(tmpdir(), 'validation-clip-'));
    const file = path.join(dir, 'me.mp4');
    await promisify(execFile)(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
    clip = readFileSync(file);
    rmSync(dir, { recursive: true, force: true });
  });

  afterEach(async () => {
    await jobsSettled();
    await testDb()('media_blocked_hashes').where('reason', 'like', 'validation-test%').delete();
  });

  /** A logged-on member; `token` is read from a page the member may open. */
  async function member(overrides: Partial<NewProfile> = {}) {
    const profile = await buildMember({ language: 'en-GB', ...overrides });
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/ProfileValidation');
    return { profile, agent, token };
  }

  /** The no-JavaScript video form of /ProfileValidation: multipart, its token in the action's query. */
  const sendVideoForm = (agent: Agent, token: string, file = clip) =>
    agent.post('/ProfileValidation/Video').query({ _csrf: token }).field('copyright', copyright).attach('file', file, 'me.mp4');

  const info = async (agent: Agent) => (await agent.get('/api/ProfileValidation/ProfileValidationInfo').expect(200)).body;
  const validations = (profileId: number) => testDb()('media_validations').where({ profile_id: profileId }).orderBy('id');
  const profileRow = (id: number) => testDb()('profiles').where({ id }).first('status', 'forced_validation');

  /** A picture unlike the suite's other test pictures (stripes), so a blocked hash of it refuses nothing else. */
  const stripes = (seed: number) =>
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 53}" width="${20 + ((i * seed) % 30)}" height="480" fill="#${((i * 0x151515 * seed) % 0xffffff).toString(16).padStart(6, '0')}"/>`).join('')}</svg>`))
      .jpeg()
      .toBuffer();

  describe('profile validation (/ProfileValidation)', () => {
    it('confines a locked, forced member to /ProfileValidation until staff approve the video that says the code', async () => {
      const { profile, agent, token } = await member({ status: 4, forcedValidation: true, member: true });
      const other = await loggedOnAs(await buildMember());
      await agent.get('/Start').expect(302).expect('Location', '/ProfileValidation');
      await other.get(`/Profile/${profile.id}`).expect(404);

      const page = (await agent.get('/ProfileValidation').expect(200)).text;
      expect(page).to.include(hiddenBanner).and.include(quarantineLine).and.include('You have not validated your profile yet.');
      const code = /class="validation-code">.*?<strong>(\d{4})<\/strong>/s.exec(page)?.[1];
      expect(code, 'the page shows a four-digit code to say').to.match(/^\d{4}$/);

      await sendVideoForm(agent, token).expect(303).expect('Location', '/ProfileValidation');
      const [waiting] = await validations(profile.id);
      expect(waiting).to.include({ method: 'VideoUpload', status: 'Ongoing', code });
      const video = await testDb()('media').where({ id: waiting.media_id }).first('type', 'album_id');
      expect(video).to.deep.equal({ type: 'ValidationVideo', album_id: null });
      const sent = (await agent.get('/ProfileValidation').expect(200)).text;
      expect(sent).to.include('Your video has been sent.').and.include('Your validation is waiting for our staff.');
      expect(await info(agent)).to.include({ status: 'Ongoing', method: 'VideoUpload', code, forcedValidation: true });
      await agent.get('/Start').expect(302).expect('Location', '/ProfileValidation');

      await jobsSettled();
      const listed = await adminOnTestDb('validation:list');
      expect(listed.out).to.include(profile.name).and.include(`code ${code}`).and.include('forced');
      const videoUrl = new URL(/\(Live\) (\S+)/.exec(listed.out)?.[1] ?? 'http://none/');
      expect(videoUrl.pathname, 'staff get a link to the transcoded video').to.match(/^\/media\/\d+\/[0-9a-f]{32}\.mp4$/);
      const staff = await loggedOnAs(await buildMember({ staffRole: 40 }));
      await staff.get(videoUrl.pathname).expect(200).expect('Content-Type', 'video/mp4');
      await other.get(videoUrl.pathname).expect(404);
      const approved = await adminOnTestDb('validation:approve', profile.name);
      expect(approved.code, approved.out).to.equal(0);
      expect(approved.out).to.include('approved').and.include('forced validation has ended');
      const mail = await mailbox().waitFor(profile.email);
      expect(mail.subject).to.equal('Your profile is validated');
      expect(mail.text).to.include(`${origin}/ProfileValidation`);

      expect(await profileRow(profile.id)).to.deep.equal({ status: 3, forced_validation: false });
      const start = (await agent.get('/Start').expect(200)).text;
      expect(start).not.to.include(hiddenBanner);
      await other.get(`/Profile/${profile.id}`).expect(200);
      expect((await validations(profile.id))[0]).to.include({ status: 'Valid', decided_by: process.env.USER || process.env.USERNAME || 'the admin console' });
      expect((await agent.get('/ProfileValidation').expect(200)).text).to.include('Your profile is validated.');
    });

    it('saves a video uploaded with UploadTempMedia, cancels it (video deleted), and shows a rejection with its reason', async () => {
      const { profile, agent, token } = await member({ forcedValidation: true });
      const uploaded = (await upload(agent, token, clip, 'me.mp4', { albumTypeId: 6, allowUploadVideo: true }).expect(200)).body;
      expect(uploaded.type).to.equal('ValidationVideo');

      const stranger = await member();
      const stolen = await stranger.agent.post('/api/ProfileValidation/SaveValidationVideo').set('x-csrf-token', stranger.token).send({ mediaId: uploaded.id }).expect(404);
      expect(stolen.body.error.message).to.equal('That validation video does not exist, or it is not yours.');
      const bad = await agent.post('/api/ProfileValidation/SaveValidationVideo').set('x-csrf-token', token).send({ mediaId: 'x' }).expect(400);
      expect(bad.body.error.field).to.equal('mediaId');

      await agent.post('/api/ProfileValidation/SaveValidationVideo').set('x-csrf-token', token).send({ mediaId: uploaded.id }).expect(200);
      const saved = await info(agent);
      expect(saved).to.include({ status: 'Ongoing', method: 'VideoUpload' });
      expect(saved.video.id).to.equal(uploaded.id);

      await agent.post('/api/ProfileValidation/CancelValidationVideo').set('x-csrf-token', token).send({}).expect(200);
      expect(await info(agent)).to.include({ status: 'None', method: null });
      expect(await testDb()('media').where({ id: uploaded.id }).first()).to.equal(undefined);
      const again = await agent.post('/api/ProfileValidation/CancelValidationVideo').set('x-csrf-token', token).send({}).expect(409);
      expect(again.body.error.message).to.equal('No video is waiting to be checked.');

      await sendVideoForm(agent, token).expect(303);
      const { code: firstCode } = await info(agent);
      const rejected = await adminOnTestDb('validation:reject', profile.name, 'Your face is not visible in the video.');
      expect(rejected.code, rejected.out).to.equal(0);
      const mail = await mailbox().waitFor(profile.email);
      expect(mail.subject).to.equal('Your profile validation');
      expect(mail.text).to.include('Your face is not visible in the video.').and.include(`${origin}/ProfileValidation`);
      expect(await profileRow(profile.id)).to.deep.equal({ status: 3, forced_validation: true });

      const state = await info(agent);
      expect(state).to.include({ status: 'Invalid', reason: 'Your face is not visible in the video.', forcedValidation: true });
      expect(state.code, 'a new attempt says a new code').not.to.equal(firstCode);
      const page = (await agent.get('/ProfileValidation').expect(200)).text;
      expect(page).to.include('Your last validation was not approved.').and.include('Your face is not visible in the video.').and.include('Send the video');
      expect((await adminOnTestDb('validation:reject', profile.name, 'again')).out).to.include('has no validation waiting');
    });

    it('refuses a picture as a validation video and a missing copyright confirmation, in the form', async () => {
      const { agent, token } = await member();
      const picture = await agent.post('/ProfileValidation/Video').query({ _csrf: token }).field('copyright', copyright).attach('file', await cameraJpeg(), 'me.jpg').expect(415);
      expect(picture.text).to.include('A validation needs a video of you.');
      const unconfirmed = await agent.post('/ProfileValidation/Video').query({ _csrf: token }).attach('file', clip, 'me.mp4').expect(400);
      expect(unconfirmed.text).to.include('Confirm that you have the copyright');
      await agent.post('/ProfileValidation/Video').attach('file', clip, 'me.mp4').expect(403);
      expect(Number((await testDb()('media_validations').count('* as n').first())!.n)).to.equal(0);
    });

    it('records a request to be validated in person, which staff approve; then nothing more can be started', async () => {
      const { profile, agent, token } = await member();
      const post = (action: string, body: object = {}) => agent.post(`/api/ProfileValidation/${action}`).set('x-csrf-token', token).send(body);
      await post('ValidateProfilePersonally').expect(200);
      await post('ValidateProfilePersonally').expect(200);
      expect(await info(agent)).to.include({ status: 'Ongoing', method: 'Personal' });
      expect((await agent.get('/ProfileValidation').expect(200)).text).to.include('You have asked to be validated in person.');
      const uploaded = (await upload(agent, token, clip, 'me.mp4', { albumTypeId: 6, allowUploadVideo: true }).expect(200)).body;
      expect((await post('SaveValidationVideo', { mediaId: uploaded.id }).expect(409)).body.error.message).to.include('already waiting');
      expect((await adminOnTestDb('validation:list')).out).to.include(`${profile.name} (${profile.id}): Personal`).and.include('in person');

      const staff = await buildMember({ staffRole: 40 });
      expect((await adminOnTestDb('validation:approve', profile.name, '--by', staff.name)).code).to.equal(0);
      const [decided] = await validations(profile.id);
      expect(decided).to.include({ status: 'Valid', decided_by: staff.name });
      expect(Number(decided.decided_by_id)).to.equal(staff.id);
      expect(await info(agent)).to.include({ status: 'Valid', method: 'Personal' });
      expect((await post('ValidateProfilePersonally').expect(409)).body.error.message).to.equal('Your profile is already validated.');
      expect((await post('ValidatePersonYoti').expect(409)).body.error.message).to.equal('Your profile is already validated.');
    });

    it('asks a visitor to log on, and is open on the dark site before approval', async () => {
      await request(testApp()).get('/ProfileValidation').expect(302).expect('Location', '/?u=%2FProfileValidation');
      const profile = await buildMember({ language: 'en-GB', forcedValidation: true });
      const dark = await loggedOnAs(profile, { host: 'dark.localhost' });
      await dark.get('/Start').expect(302);
      expect((await dark.get('/ProfileValidation').expect(200)).text).to.include('Validate your profile');
    });
  });

  describe('identity providers (national ID, mobile ID) through the signed stand-in', () => {
    /** Follows start → the stand-in page → the member's answer: the signed callback URL (not yet followed). */
    async function answer(agent: Agent, token: string, start: string, choice: 'approve' | 'refuse'): Promise<string> {
      const standIn = new URL(start);
      expect(standIn.origin).to.equal(origin);
      const page = (await agent.get(standIn.pathname + standIn.search).expect(200)).text;
      expect(page).to.include('this page plays the provider');
      const state = standIn.searchParams.get('state')!;
      const res = await agent.post(standIn.pathname).type('form').send({ _csrf: token, state, answer: choice }).expect(303);
      const callback = new URL(res.headers.location!);
      expect(callback.origin).to.equal(origin);
      return callback.pathname + callback.search;
    }

    it('validates at once on a verified answer, and refuses a forged, altered or replayed one', async () => {
      const { profile, agent, token } = await member({ status: 4, forcedValidation: true });
      const started = await agent.post('/ProfileValidation/Identity/NationalId').type('form').send({ _csrf: token }).expect(303);
      const callback = await answer(agent, token, started.headers.location!, 'approve');

      const altered = callback.replace('outcome=verified', 'outcome=refused');
      const forged = callback.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
      for (const url of [altered, forged, callback.replace(/&sig=[0-9a-f]+/, '')]) {
        const res = await agent.get(url).expect(400);
        expect(res.text).to.include('could not be verified');
      }
      expect(await validations(profile.id)).to.have.length(0);
      await agent.get('/Start').expect(302).expect('Location', '/ProfileValidation');

      const someoneElse = await member();
      await someoneElse.agent.get(callback).expect(400);

      await agent.get(callback).expect(303).expect('Location', '/ProfileValidation');
      expect((await agent.get('/ProfileValidation').expect(200)).text).to.include('your identity is confirmed');
      expect((await validations(profile.id))[0]).to.include({ method: 'NationalId', status: 'Valid' });
      expect(await profileRow(profile.id)).to.deep.equal({ status: 3, forced_validation: false });
      await agent.get('/Start').expect(200);
      await agent.get(callback).expect(400);
    });

    it('starts the mobile identity provider with ValidatePersonYoti and records a refusal', async () => {
      const { profile, agent, token } = await member({ forcedValidation: true });
      const { redirectUrl } = (await agent.post('/api/ProfileValidation/ValidatePersonYoti').set('x-csrf-token', token).send({}).expect(200)).body;
      expect(redirectUrl).to.match(/^http:\/\/localhost:3000\/ProfileValidation\/StandIn\/MobileId\?state=/);
      await agent.get(await answer(agent, token, redirectUrl, 'refuse')).expect(303);
      expect((await validations(profile.id))[0]).to.include({ method: 'MobileId', status: 'Invalid' });
      expect(await info(agent)).to.include({ status: 'Invalid', method: 'MobileId', reason: null, forcedValidation: true });
      expect((await agent.get('/ProfileValidation').expect(200)).text).to.include('The identity check could not confirm who you are.');
    });
  });

  describe('forced consent media: banners, the onboarding dialog and staff commands', () => {
    it('shows each banner and the dialog exactly when the rules say', async () => {
      const plain = await member();
      const plainStart = (await plain.agent.get('/Start').expect(200)).text;
      for (const text of [hiddenBanner, quarantineLine, consentBanner, onboardingDialog]) expect(plainStart).not.to.include(text);

      const hidden = await member({ forcedValidation: true });
      const hiddenStart = (await hidden.agent.get('/Start').expect(200)).text;
      expect(hiddenStart).to.include(hiddenBanner).and.include('href="/ProfileValidation"');
      expect(hiddenStart, 'the quarantine line is for members').not.to.include(quarantineLine);

      const { profile, agent } = await member();
      expect((await adminOnTestDb('media:require-consent', profile.name)).out).to.include('hidden until the member confirms');
      const start = (await agent.get('/Start').expect(200)).text;
      expect(start).to.include(consentBanner).and.include(onboardingDialog).and.include('Step 1 of 2');
      expect(await info(agent)).to.include({ forcedConsentMedia: true });

      const locked = await member({ status: 4, forcedValidation: true });
      await adminOnTestDb('media:require-consent', locked.profile.name);
      const lockedPage = (await locked.agent.get('/ProfileValidation').expect(200)).text;
      expect(lockedPage, 'the banner shows, with its form').to.include(consentBanner).and.include('action="/ProfileValidation/ConfirmCopyright"');
      expect(lockedPage, 'no dialog while Locked (4)').not.to.include(onboardingDialog);

      const unaccepted = await buildMember({ termsVersion: 0 });
      await adminOnTestDb('media:require-consent', unaccepted.name);
      const terms = await loggedOnAs(unaccepted);
      const reAccept = (await terms.get('/ReAcceptance').expect(200)).text;
      expect(reAccept, 'nothing before the terms are accepted').not.to.include(onboardingDialog).and.not.include(consentBanner);
    });

    it('walks through the copyright confirmation in the dialog, then suggests a first profile picture', async () => {
      const { profile, agent, token } = await member();
      await adminOnTestDb('media:require-consent', profile.name);
      const refused = await agent.post('/ProfileValidation/ConfirmCopyright').type('form').send({ _csrf: token, back: '/Start', onboarding: 'yes' }).expect(400);
      expect(refused.text).to.include('Tick the box to confirm the copyright text.');

      await agent.post('/ProfileValidation/ConfirmCopyright').type('form').send({ _csrf: token, confirm: 'yes', back: '/Start', onboarding: 'yes' }).expect(303).expect('Location', '/ProfileValidation/FirstPicture?back=%2FStart');
      const step2 = (await agent.get('/ProfileValidation/FirstPicture?back=%2FStart').expect(200)).text;
      expect(step2).to.include('Step 2 of 2').and.include('href="/EditProfile/PicturesAndVideos/ProfilePictures"').and.include('href="/Start"');
      const start = (await agent.get('/Start').expect(200)).text;
      expect(start).not.to.include(onboardingDialog).and.not.include(consentBanner);
      expect(await info(agent)).to.include({ forcedConsentMedia: false });

      await upload(agent, token, await cameraJpeg(800, 600, { seed: 41 })).expect(200);
      await adminOnTestDb('media:require-consent', profile.name);
      await agent.post('/ProfileValidation/ConfirmCopyright').type('form').send({ _csrf: token, confirm: 'yes', back: '/Start', onboarding: 'yes' }).expect(303).expect('Location', '/Start');
      expect((await agent.get('/Start').expect(200)).text).to.include('Your pictures and videos are visible again.');
    });

    it('media:require-consent hides the member\'s pictures from others until the member confirms again', async () => {
      const { profile, agent, token } = await member();
      const picture = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 42 })).expect(200)).body.picture;
      const other = await loggedOnAs(await buildMember());
      await other.get(picture.src).expect(200);

      await adminOnTestDb('media:require-consent', profile.name);
      await other.get(picture.src).expect(404);
      await agent.get(picture.src).expect(200);

      await agent.post('/ProfileValidation/ConfirmCopyright').type('form').send({ _csrf: token, confirm: 'yes', back: '/Start' }).expect(303).expect('Location', '/Start');
      await other.get(picture.src).expect(200);
    });

    it('media:block removes a picture for good; media:explicit changes what others see', async () => {
      const { agent, token } = await member();
      const other = await loggedOnAs(await buildMember());
      const picture = await stripes(7);
      const blocked = (await upload(agent, token, picture).expect(200)).body;
      await other.get(blocked.picture.src).expect(200);
      const { variants } = await testDb()('media').where({ id: blocked.id }).first('variants');
      const keys = Object.values(typeof variants === 'string' ? JSON.parse(variants) : variants) as string[];
      const res = await adminOnTestDb('media:block', String(blocked.id), 'validation-test: not the member');
      expect(res.code, res.out).to.equal(0);
      expect(res.out).to.include('removed').and.include('cannot be uploaded again');
      await other.get(blocked.picture.src).expect(404);
      await agent.get(blocked.picture.src).expect(404);
      await jobsSettled();
      for (const key of keys) expect(await mediaStorage().get(key), `${key} removed from storage`).to.equal(null);
      expect((await upload(agent, token, picture).expect(422)).body.error.message).to.equal('This picture was removed by our staff and cannot be uploaded again.');
      expect((await adminOnTestDb('media:block', '999999', 'validation-test')).out).to.include('No media with id 999999');

      const kept = (await upload(agent, token, await stripes(11)).expect(200)).body;
      expect((await adminOnTestDb('media:explicit', String(kept.id), 'on')).out).to.include('now marked explicit');
      await other.get(kept.picture.src).expect(404);
      expect((await adminOnTestDb('media:explicit', String(kept.id), 'off')).code).to.equal(0);
      await other.get(kept.picture.src).expect(200);
      expect((await adminOnTestDb('media:explicit', String(kept.id), 'maybe')).code).not.to.equal(0);
    });
  });
});
