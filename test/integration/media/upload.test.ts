import { expect } from 'chai';
import request from 'supertest';
import sharp from 'sharp';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';
import { cameraJpeg, upload, uploadTempFiles } from '../../support/media.ts';

async function member() {
  const profile = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Start');
  return { profile, agent, token };
}

const mediaCount = async () => Number((await testDb()('media').count('* as n').first())!.n);

describe('uploading pictures (UploadTempMedia)', () => {
  it('makes every size in WebP and JPEG without any metadata, upright, and serves them only through the access check', async () => {
    const { profile, agent, token } = await member();
    const res = await upload(agent, token, await cameraJpeg(2400, 1600, { orientation: 6 })).expect(200);
    expect(res.body).to.include({ type: 'Picture', status: 'Live', explicit: false, width: 1600, height: 2400 });
    const { picture } = res.body;
    expect(picture.webp.split(', ').map((s: string) => s.split(' ')[1])).to.deep.equal(['240w', '480w', '960w', '1600w']);

    const file = picture.webp.split(', ').at(-1).split(' ')[0];
    const served = await agent.get(file).buffer(true).parse((r, cb) => { const chunks: Buffer[] = []; r.on('data', (c: Buffer) => chunks.push(c)); r.on('end', () => cb(null, Buffer.concat(chunks))); }).expect(200);
    expect(served.headers['content-type']).to.equal('image/webp');
    expect(served.headers['cache-control']).to.equal('private, max-age=31536000, immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.width, meta.height], 'turned upright by its EXIF orientation').to.deep.equal([1600, 2400]);
    expect(meta.exif, 'no EXIF').to.equal(undefined);
    expect((served.body as Buffer).includes(Buffer.from('SecretCam')), 'no camera, owner or place in the bytes').to.equal(false);

    await request(testApp()).get(file).expect(302);
    const other = await loggedOnAs(await buildMember());
    await other.get(file).expect(200);
    await testDb()('profile_blocks').insert({ blocker_id: profile.id, blocked_id: (await testDb()('profiles').orderBy('id', 'desc').first('id')).id });
    await other.get(file).expect(404);
  });

  it('keeps the file archive and private albums private, and shows explicit pictures blurred until the viewer opts in', async () => {
    const { profile, agent, token } = await member();
    const archived = (await upload(agent, token, await cameraJpeg(), 'a.jpg', { albumTypeId: 5 }).expect(200)).body;
    const hidden = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 2 }), 'p.jpg', { albumTypeId: 3 }).expect(200)).body;
    const explicit = (await upload(agent, token, await cameraJpeg(800, 600, { seed: 3 }), 'e.jpg', { albumTypeId: 2 }, { explicit: 'true' }).expect(200)).body;
    const viewer = await buildMember();
    const other = await loggedOnAs(viewer);
    await other.get(archived.picture.src).expect(404);
    await other.get(hidden.picture.src).expect(404);
    await testDb()('profile_favourites').insert({ profile_id: profile.id, favourite_id: viewer.id });
    await other.get(hidden.picture.src).expect(200);
    await other.get(explicit.picture.src).expect(404);
    await other.get(explicit.picture.src.replace(/[0-9a-f]{32}\.jpg$/, '')).expect(404);
    await testDb()('profile_configuration').insert({ profile_id: viewer.id, key: 'showExplicitMedia', value: 'true' });
    await other.get(explicit.picture.src).expect(200);
    await agent.get(archived.picture.src).expect(200);
  });

  it('refuses bad files with a clear 4xx in the member\'s language; nothing is stored and no temporary file is left', async () => {
    const { agent, token } = await member();
    const before = await mediaCount();
    const temps = uploadTempFiles().length;
    const jpeg = await cameraJpeg(600, 400);
    // A PNG header claiming 100,000 × 100,000 pixels (a decompression bomb), with a valid IHDR checksum.
    const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    bomb.writeInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const cases: [string, Buffer | null, string, Record<string, string | number | boolean>, Record<string, string>, number, string][] = [
      ['zero bytes', Buffer.alloc(0), 'empty.jpg', {}, {}, 400, 'The file is empty.'],
      ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg', {}, {}, 400, 'The picture could not be read'],
      ['decompression bomb', bomb, 'bomb.png', {}, {}, 413, 'too many pixels'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.jpg', {}, {}, 415, 'not a picture or video we can use'],
      ['JPEG with HTML appended', Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]), 'poly.jpg', {}, {}, 415, 'not a picture or video we can use'],
      ['text as a video', Buffer.from('just some text pretending to be a video\n'.repeat(100)), 'clip.mp4', { allowUploadVideo: true }, {}, 415, 'not a picture or video we can use'],
      ['a path in the name', jpeg, '../../etc/passwd.jpg', {}, {}, 400, 'contains a folder path'],
      ['no copyright confirmation', jpeg, 'me.jpg', {}, { copyright: 'yes' }, 400, 'Confirm that you have the copyright'],
      ['PNG where only JPEG is allowed', await sharp(jpeg).png().toBuffer(), 'me.png', { allowNotJpeg: false }, {}, 415, 'Only JPEG pictures'],
      ['no file', null, '', {}, {}, 400, 'Choose a picture or video'],
    ];
    for (const [label, file, name, query, fields, status, message] of cases) {
      const res = await upload(agent, token, file, name, query, fields);
      expect(res.status, label).to.equal(status);
      expect(res.body.error.message, label).to.include(message);
    }
    const wrongType = await agent.post('/api/Common/UploadTempMedia?albumTypeId=1').set('x-csrf-token', token).send({ file: 'x' }).expect(415);
    expect(wrongType.body.error.message).to.include('multipart/form-data');
    expect(await mediaCount(), 'nothing stored').to.equal(before);
    expect(uploadTempFiles().length, 'no temporary file left').to.equal(temps);

    const danish = await loggedOnAs(await buildMember({ language: 'da-DK' }));
    const dkToken = await danish.csrf('/Start');
    expect((await upload(danish, dkToken, Buffer.alloc(0), 'x.jpg').expect(400)).body.error.message).to.equal('Filen er tom.');
  });

  it('refuses a picture staff removed, even re-encoded and resized, and asks a visitor to log on', async () => {
    const { agent, token } = await member();
    const first = (await upload(agent, token, await cameraJpeg(1000, 700, { seed: 5 })).expect(200)).body;
    const { phash } = await testDb()('media').where({ id: first.id }).first('phash');
    await testDb()('media_blocked_hashes').insert({ phash, media_id: first.id, reason: 'test' });
    const copy = await sharp(await cameraJpeg(1000, 700, { seed: 5 })).resize(640).jpeg({ quality: 60 }).toBuffer();
    const res = await upload(agent, token, copy).expect(422);
    expect(res.body.error.message).to.equal('This picture was removed by our staff and cannot be uploaded again.');
    await request(testApp()).post('/api/Common/UploadTempMedia?albumTypeId=1').attach('file', copy, 'x.jpg').expect(401);
  });
});

/** CRC-32 of a PNG chunk's type and data (zlib's polynomial). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}
