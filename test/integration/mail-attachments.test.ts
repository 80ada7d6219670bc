import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { cameraJpeg, upload, uploadTempFiles } from '../support/media.ts';

/** A logged-on member with `api` (JSON with the form token), `picture` (UploadTempMedia for mail) and `conversation`. */
async function member(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  let seed = profile.id * 10;
  /** A camera JPEG (EXIF with GPS) uploaded for a message: albumTypeId 7, no copyright confirmation. */
  const picture = async (fields: Record<string, string> = {}) =>
    Number((await upload(agent, token, await cameraJpeg(1200, 800, { seed: ++seed }), 'camera.jpg', { albumTypeId: 7 }, { copyright: '', ...fields }).expect(200)).body.id);
  const conversation = async (conversationId: number) => (await agent.get('/api/Mail/Conversation').query({ conversationId }).expect(200)).body;
  return Object.assign(agent, { profile, token, api, picture, conversation });
}
type Member = Awaited<ReturnType<typeof member>>;

const bytes = (agent: Member, url: string) =>
  agent.get(url).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
const count = async (table: string) => Number((await testDb()(table).count('* as n').first())?.n);

/** Anna and Bo with an accepted conversation between them. */
async function pair(annaOverrides: Partial<NewProfile> = {}, boOverrides: Partial<NewProfile> = {}) {
  const [anna, bo] = [await member(annaOverrides), await member(boOverrides)];
  const { conversationId } = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hello' }).expect(200)).body;
  await bo.api('/api/Mail/AcceptRequest', { conversationId }).expect(200);
  return { anna, bo, conversationId: Number(conversationId) };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom'), Buffer.alloc(64)]);

describe('mail attachments (pictures, explicit opt-in)', () => {
  afterEach(jobsSettled);

  it('sends a picture the recipient fetches without its metadata; another member and a visitor get nothing', async () => {
    const { anna, bo, conversationId } = await pair();
    const uploaded = (await upload(anna, anna.token, await cameraJpeg(1200, 800, { seed: 3 }), 'camera.jpg', { albumTypeId: 7 }, { copyright: '' }).expect(200)).body;
    const id = Number(uploaded.id);
    expect(await testDb()('media').where({ id }).first('album_id', 'type')).to.deep.equal({ album_id: null, type: 'Picture' });
    // Not sent yet: the sender's alone.
    await anna.get(uploaded.picture.src).expect(200);
    await bo.get(uploaded.picture.src).expect(404);

    const sent = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: '', attachmentIds: [id] }).expect(200)).body;
    expect(sent).to.include({ conversationId, request: false });
    const own = sent.message.attachments[0];
    expect(own).to.include({ explicit: false, hidden: false, width: 1200, height: 800 });
    expect(own.src).to.match(/^\/media\/\d+\/[0-9a-f]{32}\.jpg$/);

    const seen = (await bo.conversation(conversationId)).messages.at(-1);
    expect(seen.body).to.equal('');
    expect(seen.attachments).to.have.length(1);
    const picture = seen.attachments[0];
    expect(picture).to.include({ id: own.id, hidden: false, explicit: false });
    const served = await bytes(bo, picture.src).expect(200);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta.exif, 'no EXIF at all').to.equal(undefined);
    expect((served.body as Buffer).includes(Buffer.from('SecretCam')) || (served.body as Buffer).includes(Buffer.from('GPS')), 'no camera or place').to.equal(false);
    for (const file of picture.srcset.split(', ').map((s: string) => s.split(' ')[0])) await bo.get(file).expect(200);

    const eve = await member();
    await eve.get(picture.src).expect(404);
    await eve.get(picture.blurredSrc).expect(404);
    await request(testApp()).get(picture.src).expect(302);
    await eve.api('/api/Mail/ShowAttachment', { attachmentId: picture.id }).expect(404);
    // The list says the last message is a picture.
    const menu = (await anna.api('/api/TopMenu/Conversations', {}).expect(200)).body.conversations[0];
    expect(menu).to.include({ preview: '', previewPictures: 1, kind: 'Pair', title: bo.profile.name });
    // Delete for me: the pictures before go with the history.
    await bo.api('/api/Mail/DeleteConversation', { conversationId }).expect(200);
    await bo.get(picture.src).expect(404);
    await anna.get(picture.src).expect(200);
  });

  it('refuses anything but a picture (415, in the member\'s language), a fifth picture, and pictures not the sender\'s own', async () => {
    const { anna, bo } = await pair({ language: 'sv-SE' });
    const media = await count('media');
    const refused = await upload(anna, anna.token, pdf, 'paper.pdf', { albumTypeId: 7 }, { copyright: '' }).expect(415);
    expect(refused.body.error.message).to.equal('Bara bilder kan skickas i ett meddelande: en JPEG-, PNG-, WebP-, AVIF- eller GIF-bild. Videor och andra filer kan inte bifogas.');
    await upload(anna, anna.token, mp4, 'clip.mp4', { albumTypeId: 7, allowUploadVideo: true }, { copyright: '' }).expect(415);
    expect(await count('media')).to.equal(media);
    expect(uploadTempFiles()).to.deep.equal([]);

    const five = [await anna.picture(), await anna.picture(), await anna.picture(), await anna.picture(), await anna.picture()];
    expect((await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Many', attachmentIds: five }).expect(400)).body.error).to.include({ field: 'attachmentIds', message: 'Skicka högst 4 bilder i ett meddelande.' });
    const bos = await bo.picture();
    expect((await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Not mine', attachmentIds: [bos] }).expect(400)).body.error.field).to.equal('attachmentIds');
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Four', attachmentIds: five.slice(0, 4) }).expect(200);
    // Once sent, a picture is no longer a temporary upload to send again.
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Again', attachmentIds: [five[0]] }).expect(400);
    expect((await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: ' ', attachmentIds: [] }).expect(400)).body.error.field).to.equal('body');
    expect(await count('message_attachments')).to.equal(4);
  });

  it('without JavaScript: sends text with pictures from the multipart form, and a refused file leaves nothing and keeps the text', async () => {
    const { anna, conversationId } = await pair();
    const form = (path: string) => anna.post(`${path}?_csrf=${encodeURIComponent(anna.token)}`);
    const messages = await count('messages');
    const media = await count('media');
    const refused = await form(`/Mail/${conversationId}`).field('body', 'Here is the paper').attach('file', pdf, 'paper.pdf').expect(415);
    expect(refused.text).to.include('Only pictures can be sent in a message').and.include('Here is the paper</textarea>');
    expect([await count('messages'), await count('media')]).to.deep.equal([messages, media]);

    await form(`/Mail/${conversationId}`).field('body', 'Two from the trip').field('explicit', 'on')
      .attach('file', await cameraJpeg(640, 480, { seed: 7 }), 'a.jpg').attach('file', await cameraJpeg(640, 480, { seed: 8 }), 'b.jpg')
      .expect(303).expect('Location', `/Mail/${conversationId}`);
    const rows = await testDb()('message_attachments').orderBy('position');
    expect(rows.map((r: { explicit: boolean; width: number }) => [r.explicit, r.width])).to.deep.equal([[true, 640], [true, 640]]);
    // Text alone through the same form; and the form on the page is multipart with a file input.
    await form(`/Mail/${conversationId}`).field('body', 'Just words').expect(303);
    const page = (await anna.get(`/Mail/${conversationId}`).expect(200)).text;
    expect(page).to.include('enctype="multipart/form-data"').and.include('type="file"').and.include('Just words');
    // A first message with a picture from /Mail/New.
    const cy = await member();
    await form(`/Mail/New/${cy.profile.id}`).field('body', '').attach('file', await cameraJpeg(300, 200, { seed: 9 }), 'c.jpg').expect(303);
    expect(await count('message_attachments')).to.equal(3);
    expect(uploadTempFiles()).to.deep.equal([]);
  });

  it('an explicit picture is blurred for the recipient until they choose to see it; the sender always sees it', async () => {
    const { anna, bo, conversationId } = await pair();
    const ids = [await anna.picture(), await anna.picture({ explicit: 'true' })];
    const sent = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Careful', attachmentIds: ids.slice(0, 1), explicit: true }).expect(200)).body;
    expect(sent.message.attachments[0]).to.include({ explicit: true, hidden: false });
    const full = sent.message.attachments[0].src as string;

    const blurred = (await bo.conversation(conversationId)).messages.at(-1).attachments[0];
    expect(blurred).to.include({ explicit: true, hidden: true, src: null, srcset: null });
    await bo.get(full).expect(404);
    await bytes(bo, blurred.blurredSrc).expect(200);
    const shown = (await bo.api('/api/Mail/ShowAttachment', { attachmentId: blurred.id }).expect(200)).body;
    expect(shown.src).to.equal(full);
    await bo.get(full).expect(200);
    expect((await bo.conversation(conversationId)).messages.at(-1).attachments[0]).to.include({ hidden: false, src: full });

    // The upload's own explicit flag counts too; the no-JavaScript page shows it blurred with a button.
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Second', attachmentIds: ids.slice(1) }).expect(200);
    const page = (await bo.get(`/Mail/${conversationId}`).expect(200)).text;
    const show = /action="(\/Mail\/\d+\/Attachments\/(\d+)\/Show)"/.exec(page);
    expect(show, 'a Show picture form').to.not.equal(null);
    expect(page).to.include('Show picture');
    await bo.postForm(show![1]!, {}).expect(303);
    const after = (await bo.conversation(conversationId)).messages.at(-1).attachments[0];
    expect(after).to.include({ id: Number(show![2]), hidden: false });
    expect((await bo.get(`/Mail/${conversationId}`).expect(200)).text).not.to.include('Show picture');
    // Another conversation's attachment through this conversation's address: 404.
    const eve = await member();
    await eve.postForm(show![1]!, {}).expect(404);
  });

  it('refuses an explicit picture to a member who has not accepted (setting on by default); a request shows no pictures', async () => {
    const [anna, bo] = [await member({ language: 'nb-NO' }), await member()];
    expect((await bo.get('/Mail').expect(200)).text).to.match(/id="refuseExplicitFromStrangers" name="refuseExplicitFromStrangers" checked/);
    const explicitOne = await anna.picture({ explicit: 'true' });
    const refused = await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi', attachmentIds: [explicitOne] }).expect(403);
    expect(refused.body.error).to.include({ code: 'explicitRefused', message: 'Dette medlemmet tar ikke imot eksplisitte bilder fra medlemmer de ennå ikke har godtatt. Send meldingen uten dem.' });
    const plain = await anna.picture();
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi', attachmentIds: [plain], explicit: true }).expect(403);
    expect([await count('messages'), await count('message_attachments')]).to.deep.equal([0, 0]);

    // A picture that is not explicit may come with a first contact, but the recipient sees nothing until they accept.
    const sent = (await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: 'Hi', attachmentIds: [plain] }).expect(200)).body;
    expect(sent.request).to.equal(true);
    const src = sent.message.attachments[0].src as string;
    const request = await bo.conversation(sent.conversationId);
    expect(request.messages).to.deep.equal([]);
    await bo.get(src).expect(404);
    await bo.get(sent.message.attachments[0].blurredSrc).expect(404);
    await bo.api('/api/Mail/ShowAttachment', { attachmentId: sent.message.attachments[0].id }).expect(404);
    // The first contact goes on: still a request, so explicit is still refused; with the setting off it arrives.
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: '', attachmentIds: [explicitOne] }).expect(403);
    await bo.postForm('/Mail/WhoMayWrite', { whoMayWrite: 'Everyone' }).expect(303);
    expect((await bo.get('/Mail').expect(200)).text).to.match(/id="refuseExplicitFromStrangers" name="refuseExplicitFromStrangers">/);
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: '', attachmentIds: [explicitOne] }).expect(200);
    await bo.api('/api/Mail/AcceptRequest', { conversationId: sent.conversationId }).expect(200);
    const accepted = await bo.conversation(sent.conversationId);
    expect(accepted.messages.map((m: { attachments: { hidden: boolean }[] }) => m.attachments.map((a) => a.hidden))).to.deep.equal([[false], [true]]);
    await bo.get(src).expect(200);
  });
  it('deletes a picture uploaded for a message but never sent a day later, and keeps a sent one', async () => {
    const { anna, bo, conversationId } = await pair();
    const [sent, unsent] = [await anna.picture(), await anna.picture()];
    await anna.api('/api/Mail/SendMessage', { profileId: bo.profile.id, body: '', attachmentIds: [sent] }).expect(200);
    expect((await testDb()('media').whereIn('id', [sent, unsent]).select('id')).length, 'both are kept before the day is out').to.equal(2);
    const sweeps = () => testDb()('jobs').where({ name: 'media.sweepUnsentPicture' }).whereRaw(`(payload->>'mediaId')::bigint = any(?)`, [[sent, unsent]]);
    const due = (await sweeps().select('run_at')).map((j: { run_at: Date }) => new Date(j.run_at).getTime() - Date.now());
    expect(due).to.have.length(2);
    for (const ms of due) expect(ms).to.be.within(23.9 * 3600_000, 24 * 3600_000);

    await sweeps().update({ run_at: testDb().fn.now() }); // as if the day had passed
    await jobsSettled();
    expect(await testDb()('media').where({ id: unsent }).first(), 'the unsent picture is gone').to.equal(undefined);
    const kept = (await bo.conversation(conversationId)).messages.flatMap((m: { attachments: { src: string }[] }) => m.attachments);
    expect(kept).to.have.length(1);
    await bo.get(kept[0].src).expect(200);
  });
});
