import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import type { Agent } from '../../support/http.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';

async function member() {
  const profile = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Start');
  return { profile, agent, token };
}

const edit = (agent: Agent, token: string, body: Record<string, unknown>) => agent.post('/api/Common/EditPicture').set('x-csrf-token', token).send(body);

type Row = { profile_id: number; width: number; height: number; phash: string; position: number; variants: Record<string, string> };

const row = async (id: number): Promise<Row> => {
  const r = await testDb()('media').where({ id }).first();
  return { ...r, variants: (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as Record<string, string> };
};

/** A stored file's bytes, or null when storage no longer has it. */
async function stored(key: string): Promise<Buffer | null> {
  const file = await mediaStorage().get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A picture whose left half is red and right half blue, so a crop can be seen in its colours. */
const halves = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d01010' } })
    .composite([{ input: { create: { width: width / 2, height, channels: 3, background: '#1030d0' } }, left: width / 2, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();

describe('editing a picture (EditPicture)', () => {
  it('turns a picture a quarter: width and height swap in the answer, the row and the stored files; the old files are gone', async () => {
    const { agent, token } = await member();
    const uploaded = (await upload(agent, token, await cameraJpeg(1200, 800)).expect(200)).body;
    const before = await row(uploaded.id);

    const res = await edit(agent, token, { mediaId: uploaded.id, rotate: 90 }).expect(200);
    expect(res.body).to.include({ id: uploaded.id, width: 800, height: 1200 });
    const after = await row(uploaded.id);
    expect([after.width, after.height]).to.deep.equal([800, 1200]);
    expect(after.phash).to.not.equal(before.phash);
    expect(Object.keys(after.variants).sort(), 'every size and format again').to.deep.equal(['blur.jpg', 'blur.webp', 'w240.jpg', 'w240.webp', 'w480.jpg', 'w480.webp', 'w800.jpg', 'w800.webp']);
    const largest = await sharp((await stored(after.variants['w800.jpg']!))!).metadata();
    expect([largest.width, largest.height]).to.deep.equal([800, 1200]);

    for (const key of Object.values(before.variants)) expect(await stored(key), `old file ${key} removed`).to.equal(null);
    const served = await agent.get(res.body.picture.src).expect(200);
    expect(served.headers['content-type']).to.equal('image/jpeg');
  });

  it('crops to the left half of the turned picture', async () => {
    const { agent, token } = await member();
    const uploaded = (await upload(agent, token, await halves(1200, 800)).expect(200)).body;
    const res = await edit(agent, token, { mediaId: uploaded.id, rotate: 0, crop: { x: 0, y: 0, width: 0.5, height: 1 } }).expect(200);
    expect(res.body).to.include({ width: 600, height: 800 });
    const picture = (await stored((await row(uploaded.id)).variants['w600.jpg']!))!;
    const { dominant } = await sharp(picture).stats();
    expect(dominant.r, 'only the red half is left').to.be.above(150);
    expect(dominant.b).to.be.below(100);

    // Turned right, the red half is on top: the left half of the turned picture is half red, half blue.
    const second = (await upload(agent, token, await halves(1200, 800), 'b.jpg').expect(200)).body;
    const turned = await edit(agent, token, { mediaId: second.id, rotate: 90, crop: { x: 0, y: 0, width: 1, height: 0.5 } }).expect(200);
    expect(turned.body).to.include({ width: 800, height: 600 });
    const top = await sharp((await stored((await row(second.id)).variants['w800.jpg']!))!).stats();
    expect(top.dominant.r, 'the top half of the turned picture is the red one').to.be.above(150);
  });

  it('keeps a file another picture still uses (the same picture uploaded twice shares its files)', async () => {
    const { agent, token } = await member();
    const jpeg = await cameraJpeg(900, 600, { seed: 4 });
    const first = (await upload(agent, token, jpeg).expect(200)).body;
    const twin = (await upload(agent, token, jpeg).expect(200)).body;
    const shared = (await row(twin.id)).variants;
    expect((await row(first.id)).variants).to.deep.equal(shared);
    await edit(agent, token, { mediaId: first.id, rotate: 180 }).expect(200);
    for (const key of Object.values(shared)) expect(await stored(key), `${key} is still the twin's`).to.not.equal(null);
  });

  it("is the owner's alone: another member, a video or an unknown id is the same 404, and a visitor must log on", async () => {
    const { profile, agent, token } = await member();
    const uploaded = (await upload(agent, token, await cameraJpeg()).expect(200)).body;
    const other = await loggedOnAs(await buildMember());
    const otherToken = await other.csrf('/Start');
    const refused = await edit(other, otherToken, { mediaId: uploaded.id, rotate: 90 }).expect(404);
    expect(refused.body.error.code).to.equal('notFound');
    await edit(other, otherToken, { mediaId: uploaded.id, setAsProfilePicture: true }).expect(404);
    await edit(agent, token, { mediaId: uploaded.id + 1000, rotate: 90 }).expect(404);
    const [video] = await testDb()('media').insert({ profile_id: profile.id, type: 'AlbumVideo', status: 'ReadyForConversion', variants: '{}' }).returning('id');
    await edit(agent, token, { mediaId: Number(video.id), rotate: 90 }).expect(404);
    await request(testApp()).post('/api/Common/EditPicture').send({ mediaId: uploaded.id, rotate: 90 }).expect(401);
    expect((await row(uploaded.id)).width, 'unchanged').to.equal(1200);
  });

  it('refuses a crop outside the picture or of no size, and a turn other than a quarter, naming the field', async () => {
    const { agent, token } = await member();
    const uploaded = (await upload(agent, token, await cameraJpeg()).expect(200)).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ crop: { x: -0.1, y: 0, width: 0.5, height: 0.5 } }, 'crop.x'],
      [{ crop: { x: 0, y: 1.5, width: 0.5, height: 0.5 } }, 'crop.y'],
      [{ crop: { x: 0, y: 0, width: 0, height: 0.5 } }, 'crop.width'],
      [{ crop: { x: 0, y: 0, width: 0.5, height: 0 } }, 'crop.height'],
      [{ crop: { x: 0.6, y: 0, width: 0.5, height: 0.5 } }, 'crop.width'],
      [{ crop: { x: 0, y: 0.3, width: 0.5, height: 0.8 } }, 'crop.height'],
      [{ rotate: 45 }, 'rotate'],
    ];
    for (const [body, field] of cases) {
      const res = await edit(agent, token, { mediaId: uploaded.id, ...body }).expect(400);
      expect(res.body.error.field, JSON.stringify(body)).to.equal(field);
    }
    const res = await edit(agent, token, { mediaId: uploaded.id, crop: { x: 0.6, y: 0, width: 0.5, height: 0.5 } });
    expect(res.body.error.message).to.equal('The crop must lie within the picture and cannot be empty.');
    expect((await row(uploaded.id)).width, 'unchanged').to.equal(1200);
  });

  it('sets a picture as the profile picture: first in the Profile album, the others behind it in their order', async () => {
    const { profile, agent, token } = await member();
    const a = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 1 }), 'a.jpg').expect(200)).body;
    const b = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 2 }), 'b.jpg').expect(200)).body;
    const elsewhere = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 3 }), 'c.jpg', { albumTypeId: 2 }).expect(200)).body;
    const profileAlbum = await testDb()('media_albums').where({ profile_id: profile.id, kind: 'Profile' }).first('id');
    const order = async () => (await testDb()('media').where({ album_id: profileAlbum.id }).orderBy([{ column: 'position' }, { column: 'id' }])).map((m: { id: string }) => Number(m.id));
    expect(await order()).to.deep.equal([a.id, b.id]);

    const moved = await edit(agent, token, { mediaId: elsewhere.id, setAsProfilePicture: true }).expect(200);
    expect(moved.body.albumId).to.equal(Number(profileAlbum.id));
    expect(await order()).to.deep.equal([elsewhere.id, a.id, b.id]);
    expect((await row(elsewhere.id)).position).to.equal(0);

    await edit(agent, token, { mediaId: b.id, rotate: 270, setAsProfilePicture: true }).expect(200);
    expect(await order()).to.deep.equal([b.id, elsewhere.id, a.id]);
    expect((await row(b.id)).width, 'turned as well').to.equal(600);
  });
});
