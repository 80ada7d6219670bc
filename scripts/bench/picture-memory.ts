import path from 'node:path';
import { configureStorage } from '../../src/platform/storage/index.ts';
import { processPicture } from '../../src/modules/media/index.ts';

/** One 50-megapixel picture through the picture pipeline in a fresh process: its peak resident memory. */
const [file, dataDir] = process.argv.slice(2) as [string, string];
await configureStorage({ dataDir: path.join(dataDir, 'memory-run') });
const before = process.memoryUsage().rss;
const started = performance.now();
const made = await processPicture(file, 10);
const ms = performance.now() - started;
const peak = process.resourceUsage().maxRSS * 1024;
console.log(JSON.stringify({ picture: `50 MP JPEG (${made.width} × ${made.height})`, seconds: +(ms / 1000).toFixed(2), rssBeforeMB: Math.round(before / 1e6), peakRssMB: Math.round(peak / 1e6), peakAboveStartMB: Math.round((peak - before) / 1e6) }));
