import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { logOnBenchMember, proxyHeaders, startBenchServers } from './bench-member.ts';
import { pictureWidths } from '../../src/modules/media/index.ts';

/**
 * `npm run bench:pictures`: a 12-megapixel camera JPEG through the whole upload (HTTP multipart, sniffing, sharp,
 * storage, database) against sharp alone making the same files from the same JPEG, in the same run; and the
 * peak memory of one process handling a 50-megapixel upload (scripts/bench/picture-memory.ts).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 8);
const dir = mkdtempSync(path.join(tmpdir(), 'nordlys-bench-pictures-'));
const copyright = 'I hereby confirm that I have both copyright and consent to use this image and/or video';

/** A photo-like JPEG: noise over a gradient, so the encoder works as hard as on a real photo. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(noise).blur(1.2).jpeg({ quality: 90 }).toBuffer();
}

/** sharp alone: the same widths in WebP and JPEG plus the blurred pair, each from the file, nothing else. */
async function sharpAlone(file: string): Promise<void> {
  const jobs: Promise<Buffer>[] = [];
  for (const w of pictureWidths) {
    jobs.push(sharp(file).rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer());
    jobs.push(sharp(file).rotate().resize({ width: w }).jpeg({ quality: 80, mozjpeg: true }).toBuffer());
  }
  jobs.push(sharp(file).rotate().resize({ width: 480 }).blur(10).webp({ quality: 60 }).toBuffer());
  jobs.push(sharp(file).rotate().resize({ width: 480 }).blur(10).jpeg({ quality: 60 }).toBuffer());
  await Promise.all(jobs);
}

const jpeg12 = await cameraJpeg(4000, 3000);
const file12 = path.join(dir, '12mp.jpg');
writeFileSync(file12, jpeg12);

const servers = await startBenchServers({ DATA_DIR: dir });
try {
  const { cookie, csrfToken } = await logOnBenchMember(servers.origin, servers.info.member);
  const uploadOnce = async () => {
    const form = new FormData();
    form.set('copyright', copyright);
    form.set('file', new Blob([new Uint8Array(jpeg12)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${servers.origin}/api/Common/UploadTempMedia?albumTypeId=2`, { method: 'POST', headers: { ...proxyHeaders, cookie, 'x-csrf-token': csrfToken }, body: form });
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  };
  await uploadOnce();
  await sharpAlone(file12);

  let started = performance.now();
  for (let i = 0; i < rounds; i++) await uploadOnce();
  const pipelinePerSecond = rounds / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let i = 0; i < rounds; i++) await sharpAlone(file12);
  const sharpPerSecond = rounds / ((performance.now() - started) / 1000);
  console.log(JSON.stringify({ picture: '12 MP JPEG (4000 × 3000)', rounds, pipelinePerSecond: +pipelinePerSecond.toFixed(2), sharpAlonePerSecond: +sharpPerSecond.toFixed(2), ratio: +(pipelinePerSecond / sharpPerSecond).toFixed(2) }));
} finally {
  servers.child.kill();
}

const file50 = path.join(dir, '50mp.jpg');
writeFileSync(file50, await cameraJpeg(8660, 5774));
const memory = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/picture-memory.ts', file50, dir], { encoding: 'utf8' });
process.stdout.write(memory.stdout);
if (memory.status !== 0) process.stderr.write(memory.stderr);
rmSync(dir, { recursive: true, force: true });
