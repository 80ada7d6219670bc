import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { adminOnTestDb } from '../../support/admin.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';

/**
 * Stored files are named by their content, so the same picture uploaded by two members is one set of files. Every
 * way of deleting files (a refused upload, media:block, deleting an item) keeps those another item still uses.
 */

async function member() {
  const profile = await buildMember({ language: 'en-GB' });
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Start');
  return { profile, agent, token };
}

async function storedKeys(mediaId: number): Promise<string[]> {
  const { variants } = await testDb()('media').where({ id: mediaId }).first('variants');
  return Object.values(typeof variants === 'string' ? JSON.parse(variants) : variants) as string[];
}

describe('media: files shared by content hash', () => {
  afterEach(jobsSettled);

  it("a refused upload of a blocked picture does not delete another member's copy of it", async () => {
    const anna = await member();
    const carl = await member();
    const bo = await member();
    const bytes = await cameraJpeg(900, 600, { seed: 41 });
    const annas = (await upload(anna.agent, anna.token, bytes).expect(200)).body;
    const carls = (await upload(carl.agent, carl.token, bytes).expect(200)).body;
    const keys = await storedKeys(annas.id);
    expect(await storedKeys(carls.id), 'the same bytes are the same files').to.deep.equal(keys);

    // Staff remove Carl's copy: its hash is blocked, and the files stay, as Anna's item uses them.
    expect((await adminOnTestDb('media:block', String(carls.id), 'shared-files test')).code).to.equal(0);
    await jobsSettled();
    await anna.agent.get(annas.picture.src).expect(200);

    // Bo uploads the same bytes: refused, and Anna's picture is still served, every file of it.
    expect((await upload(bo.agent, bo.token, bytes).expect(422)).body.error.field).to.equal('file');
    await anna.agent.get(annas.picture.src).expect(200);
    for (const key of keys) expect(await mediaStorage().get(key), `${key} still stored`).not.to.equal(null);
  });

  it("deleting one member's copy keeps the files the other's still uses, and deleting the last copy removes them", async () => {
    const anna = await member();
    const bo = await member();
    const bytes = await cameraJpeg(900, 600, { seed: 43 });
    const annas = (await upload(anna.agent, anna.token, bytes).expect(200)).body;
    const bos = (await upload(bo.agent, bo.token, bytes).expect(200)).body;
    const keys = await storedKeys(annas.id);

    await bo.agent.postForm(`/EditProfile/PicturesAndVideos/Media/${bos.id}/Delete`, {}).expect(303);
    expect(await testDb()('media').where({ id: bos.id }).first()).to.equal(undefined);
    await jobsSettled();
    await anna.agent.get(annas.picture.src).expect(200);
    for (const key of keys) expect(await mediaStorage().get(key), `${key} still stored`).not.to.equal(null);

    expect((await adminOnTestDb('media:block', String(annas.id), 'shared-files test')).code).to.equal(0);
    await jobsSettled();
    for (const key of keys) expect(await mediaStorage().get(key), `${key} removed`).to.equal(null);
  });
});
