import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { transcodeVideo } from '../../src/modules/media/index.ts';

/**
 * `npm run bench:video`: makes a BENCH_VIDEO_SECONDS (default 30) second 1280 × 720, 30 fps clip with sound from
 * ffmpeg's test sources, sends it through the transcoding job's own function (probe, H.264/AAC MP4, poster) and
 * prints the time it took divided by the clip's length: below 1 is faster than real time.
 */
const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
const dir = await mkdtemp(path.join(tmpdir(), 'nordlys-bench-video-'));
try {
  const clip = path.join(dir, 'clip.mp4');
  // The source as a phone would send it: H.264 at a high bit rate (quick to make, like decoding a real upload).
  await promisify(execFile)(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip]);
  const started = performance.now();
  const made = await transcodeVideo(clip, dir);
  const took = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      clip: `${seconds} s, 1280x720, 30 fps, with sound`,
      output: `${made.width}x${made.height}, ${(made.durationMs / 1000).toFixed(1)} s`,
      transcodeSeconds: Number(took.toFixed(1)),
      timePerClipSecond: Number((took / seconds).toFixed(3)),
      cores: cpus().length,
      node: process.versions.node,
    }),
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
