import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'mocha';
import { timingsFile } from './run.ts';

/**
 * How long each test file took, so the slow ones can be found: a file's time runs from the end of the
 * previous file's last test to the end of its own (its `before` hooks included), in the process that ran it
 * (each worker's own in a parallel run). The run prints the ten slowest at its end; `TEST_TIMINGS=all` prints
 * every file, `TEST_TIMINGS=off` nothing.
 */
const mode = process.env.TEST_TIMINGS ?? 'top';

let currentFile: string | undefined;
let since = performance.now();
let lastEnd = since;
let tests = 0;

function record(until: number): void {
  if (currentFile) appendFileSync(timingsFile, `${JSON.stringify({ file: currentFile, ms: Math.round(until - since), tests })}\n`);
  since = until;
  tests = 0;
}

/** Root hooks: mark where one file's tests end and the next file's begin. */
export const timingHooks = {
  beforeEach(this: Context) {
    const file = this.currentTest?.file;
    // The previous file's after hooks and this file's before hooks both count to this file.
    if (file !== currentFile) record(lastEnd);
    currentFile = file;
  },
  afterEach() {
    tests++;
    lastEnd = performance.now();
  },
  afterAll() {
    lastEnd = performance.now();
    record(lastEnd);
    currentFile = undefined;
  },
};

/** Prints the slowest files of the run (once, by the run's main process). */
export function printTimings(): void {
  let lines: string[];
  try {
    lines = readFileSync(timingsFile, 'utf8').split('\n').filter(Boolean);
  } catch {
    return;
  }
  rmSync(timingsFile, { force: true });
  if (mode === 'off') return;
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const line of lines) {
    const { file, ms, tests: n } = JSON.parse(line) as { file: string; ms: number; tests: number };
    const entry = byFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += ms;
    entry.tests += n;
    byFile.set(file, entry);
  }
  const rows = [...byFile].sort((a, b) => b[1].ms - a[1].ms);
  const total = rows.reduce((sum, [, r]) => sum + r.ms, 0);
  const shown = mode === 'all' ? rows : rows.slice(0, 10);
  const out = [`\n  ${mode === 'all' ? 'Every file' : 'Slowest files'} (${rows.length} files, ${(total / 1000).toFixed(1)} s in all):`];
  for (const [file, r] of shown) {
    out.push(`  ${(r.ms / 1000).toFixed(1).padStart(7)} s  ${String(r.tests).padStart(4)} tests  ${path.relative(process.cwd(), file)}`);
  }
  console.log(out.join('\n'));
}
