import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { RangeNotSatisfiable, type ByteRange, type MediaStorage } from '../../src/platform/storage/index.ts';
import { createLocalStorage } from '../../src/platform/storage/local.ts';
import { createS3Storage } from '../../src/platform/storage/s3.ts';

/** What each storage is read back as: the bytes, with the size and type it reports. */
async function read(storage: MediaStorage, key: string) {
  const object = await storage.get(key);
  if (!object) return null;
  return { bytes: await buffer(object.stream), size: object.size, contentType: object.contentType };
}

/** The same behaviour, proven against every storage; `storage()` is ready once the suite's `before` has run. */
function behavesLikeMediaStorage(storage: () => MediaStorage) {
  let scratch: string;
  before(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'nordlys-media-upload-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('stores an uploaded file by path and gives back the same bytes, size and type', async () => {
    const upload = path.join(scratch, 'upload.mp4');
    const bytes = randomBytes(300_000);
    writeFileSync(upload, bytes);
    await storage().put('videos/ab/ab12.mp4', { path: upload }, 'video/mp4');
    const got = await read(storage(), 'videos/ab/ab12.mp4');
    expect(got?.size).to.equal(bytes.length);
    expect(got?.contentType).to.equal('video/mp4');
    expect(got?.bytes.equals(bytes)).to.equal(true);
  });

  it('stores bytes and gives them back with their size and type', async () => {
    const bytes = randomBytes(4_321);
    await storage().put('pictures/cd/cd34.webp', { buffer: bytes }, 'image/webp');
    const got = await read(storage(), 'pictures/cd/cd34.webp');
    expect(got?.size).to.equal(bytes.length);
    expect(got?.contentType).to.equal('image/webp');
    expect(got?.bytes.equals(bytes)).to.equal(true);
  });

  it('gives back one range of an object, the way a video player seeks, and refuses a range past its end', async () => {
    const bytes = randomBytes(10_000);
    await storage().put('videos/ra/range.mp4', { buffer: bytes }, 'video/mp4');
    const ranged = async (range: ByteRange) => {
      const object = (await storage().get('videos/ra/range.mp4', range))!;
      return { bytes: await buffer(object.stream), size: object.size, range: object.range };
    };
    expect(await ranged({ start: 100, end: 199 })).to.deep.equal({ bytes: bytes.subarray(100, 200), size: 10_000, range: { start: 100, end: 199 } });
    expect(await ranged({ start: 9_000 })).to.deep.equal({ bytes: bytes.subarray(9_000), size: 10_000, range: { start: 9_000, end: 9_999 } });
    expect(await ranged({ start: 9_990, end: 20_000 })).to.deep.equal({ bytes: bytes.subarray(9_990), size: 10_000, range: { start: 9_990, end: 9_999 } });
    expect(await ranged({ suffix: 10 })).to.deep.equal({ bytes: bytes.subarray(9_990), size: 10_000, range: { start: 9_990, end: 9_999 } });
    const refusal = await storage().get('videos/ra/range.mp4', { start: 10_000 }).then(() => null, (error: unknown) => error);
    expect(refusal).to.be.instanceOf(RangeNotSatisfiable);
    expect((refusal as RangeNotSatisfiable).size).to.equal(10_000);
    expect(await storage().get('videos/ra/never-stored.mp4', { start: 0, end: 9 })).to.equal(null);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage().get('pictures/00/never-stored.webp')).to.equal(null);
  });

  it('deletes several objects at once, ignoring a key that does not exist, and keeps the rest', async () => {
    const keep = randomBytes(100);
    await storage().put('pictures/ef/gone-1.avif', { buffer: randomBytes(100) }, 'image/avif');
    await storage().put('pictures/ef/gone-2.jpg', { buffer: randomBytes(100) }, 'image/jpeg');
    await storage().put('pictures/ef/kept.webp', { buffer: keep }, 'image/webp');
    await storage().delete(['pictures/ef/gone-1.avif', 'pictures/ef/not-there.webp', 'pictures/ef/gone-2.jpg']);
    expect(await storage().get('pictures/ef/gone-1.avif')).to.equal(null);
    expect(await storage().get('pictures/ef/gone-2.jpg')).to.equal(null);
    expect((await read(storage(), 'pictures/ef/kept.webp'))?.bytes.equals(keep)).to.equal(true);
    await storage().delete([]);
  });

  it('replaces the content when a key is written again', async () => {
    await storage().put('pictures/12/again.webp', { buffer: randomBytes(2_000) }, 'image/webp');
    const second = randomBytes(700);
    await storage().put('pictures/12/again.webp', { buffer: second }, 'image/webp');
    const got = await read(storage(), 'pictures/12/again.webp');
    expect(got?.size).to.equal(700);
    expect(got?.bytes.equals(second)).to.equal(true);
  });
}

describe('media storage on local disk', () => {
  let root: string;
  let storage: MediaStorage;
  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'nordlys-media-local-'));
    storage = createLocalStorage(path.join(root, 'media'));
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  behavesLikeMediaStorage(() => storage);

  it('refuses a key that tries to leave its folder', async () => {
    const outside = path.join(root, 'x');
    writeFileSync(outside, 'outside');
    const refusal = (attempt: Promise<unknown>) => attempt.then(() => null, (error: unknown) => error);
    expect(await refusal(storage.put('../x', { buffer: Buffer.from('overwritten') }, 'image/webp'))).to.be.instanceOf(Error);
    expect(await refusal(storage.get('../x'))).to.be.instanceOf(Error);
    expect(await refusal(storage.delete(['../x']))).to.be.instanceOf(Error);
    expect(readFileSync(outside, 'utf8')).to.equal('outside');
  });
});

describe('media storage in an S3 bucket (s3rver)', () => {
  const bucket = 'nordlys-media';
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let directory: string;
  let server: S3rver;
  let storage: MediaStorage;
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'nordlys-s3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const admin = new S3Client({ endpoint, region: 'auto', forcePathStyle: true, credentials });
    await admin.send(new CreateBucketCommand({ Bucket: bucket }));
    admin.destroy();
    storage = createS3Storage({ bucket, endpoint, region: 'auto', forcePathStyle: true, ...credentials });
  });
  after(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  behavesLikeMediaStorage(() => storage);
});
