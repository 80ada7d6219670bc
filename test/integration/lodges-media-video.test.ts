import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LodgeRole } from '../../src/modules/lodges/index.ts';
import { personalDataHolders } from '../../src/platform/personal-data/index.ts';
import { deleteAccountNow, jobsSettled, memberWithApi } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { cameraJpeg, copyright } from '../support/media.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;
const require = createRequire(import.meta.url);
const ffmpegBin = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

async function lodgeWith(members: [Member, LodgeRole][]): Promise<number> {
  const [row] = await testDb()('lodges').insert({ name: 'Film club', category_id: 1 }).returning('id');
  const lodgeId = Number(row.id);
  await testDb()('lodge_members').insert(members.map(([m, role]) => ({ lodge_id: lodgeId, profile_id: m.profile.id, role, joined_at: new Date() })));
  return lodgeId;
}
const media = (lodgeId: number, rest = '') => `/Community/Lodges/Lodge/${lodgeId}/Media${rest}`;
async function upload(m: Member, lodgeId: number, albumId: number, file: Buffer, name: string) {
  const token = await m.csrf(media(lodgeId, `/Album/${albumId}`));
  return m.post(media(lodgeId, `/Album/${albumId}/Upload`)).query({ _csrf: token }).field('copyright', copyright).attach('file', file, name).expect(303);
}
const rowOf = async (id: number) => {
  const row = await testDb()('media').where({ id }).first();
  return row ? { ...row, variants: (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<string, string> } : null;
};
const fileOf = (id: number, key: string) => `/media/${id}/${path.posix.basename(key)}`;

describe('lodges: media videos and personal data', function () {
  this.timeout(120_000);
  let clips: string;
  before(() => (clips = mkdtempSync(path.join(tmpdir(), 'nordlys-lodge-clips-'))));
  after(() => rmSync(clips, { recursive: true, force: true }));
  afterEach(jobsSettled);

  it('a member’s video is a LodgeAlbumVideo, transcoded by media’s job, shown to the members once accepted', async () => {
    const [owner, member, other, stranger] = [await memberWithApi(), await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member'], [other, 'Member']]);
    const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Clips' }).expect(200)).body;
    const clip = path.join(clips, 'clip.mp4');
    await promisify(execFile)(ffmpegBin, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip]);
    await upload(member, lodgeId, albumId, readFileSync(clip), 'clip.mp4');
    const id = Number((await testDb()('lodge_media').where({ lodge_id: lodgeId }).first('media_id')).media_id);
    expect(await rowOf(id)).to.include({ type: 'LodgeAlbumVideo', album_id: null });
    let row = await rowOf(id);
    for (let i = 0; i < 600 && row!.status !== 'Live' && row!.status !== 'ConversionFailed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await rowOf(id);
    }
    expect(row!.status).to.equal('Live');
    const video = fileOf(id, row!.variants['video.mp4']!);
    await member.get(video).expect(200);
    await other.get(video).expect(404);
    await owner.api('/api/Lodges/AcceptLodgeMediaItem', { mediaId: id }).expect(200);
    await other.get(video).expect(200);
    await stranger.get(video).expect(404);
    expect((await other.get(media(lodgeId, `/Album/${albumId}`)).expect(200)).text).to.include('<video');
  });

  it('a member’s lodge uploads are in their export and go with their account', async () => {
    const [owner, member] = [await memberWithApi(), await memberWithApi()];
    const lodgeId = await lodgeWith([[owner, 'Owner'], [member, 'Member']]);
    const { albumId } = (await owner.api('/api/Lodges/SaveLodgeAlbum', { lodgeId, name: 'Portraits' }).expect(200)).body;
    await upload(member, lodgeId, albumId, await cameraJpeg(320, 240, { seed: 21 }), 'me.jpg');
    const id = Number((await testDb()('lodge_media').where({ lodge_id: lodgeId }).first('media_id')).media_id);
    const holder = personalDataHolders().find((h) => h.module === 'lodges.media')!;
    const exported = (await holder.exporter(testDb(), member.profile.id)).data as { uploads: Record<string, unknown>[] };
    expect(exported.uploads).to.have.length(1);
    expect(exported.uploads[0]).to.include({ mediaId: id, lodgeId, lodge: 'Film club', album: 'Portraits', state: 'Waiting' });
    const mediaExport = (await personalDataHolders().find((h) => h.module === 'media')!.exporter(testDb(), member.profile.id)).files ?? [];
    expect(mediaExport.map((f) => f.path), 'the file itself, from media').to.include(`media/${id}.jpg`);

    await deleteAccountNow(member);
    expect(await testDb()('lodge_media').where({ media_id: id }).first()).to.equal(undefined);
    expect(await testDb()('media').where({ id }).first()).to.equal(undefined);
    expect(await testDb()('lodge_media_albums').where({ id: albumId }).first(), 'the album is the lodge’s').to.not.equal(undefined);
  });
});
