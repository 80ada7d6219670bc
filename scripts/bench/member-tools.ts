import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import knex from 'knex';
import type { PageSpec } from './member-pages.ts';
import type { ReferencePorts } from './references.ts';

export type MeasuredPage = PageSpec & { headers: Record<string, string>; bytes: number; statements: string[] };
export type MemberServerInfo = { appPort: number; origin: string; memberSession: { cookie: string; csrfToken: string }; memberPages: MeasuredPage[]; references: ReferencePorts };

/**
 * The bench's server (production mode, bench:member's fixture, servers-main.ts) on `node` (default this one), on a
 * database of its own on BENCH_PG (default postgres://postgres@127.0.0.1:5432) and Redis `redisUrl` (default
 * BENCH_REDIS_URL or db 13), with `pages` fetched twice each; `run` gets the origin, the member's session, the pages
 * as served (headers, bytes, the second request's statements) and the references' ports; the database is dropped after.
 */
export async function withMemberServer(
  pages: PageSpec[],
  options: { node?: string; redisUrl?: string; nodeArgs?: string[]; env?: Record<string, string>; stderr?: (line: string) => void },
  run: (info: MemberServerInfo) => Promise<void>,
) {
  const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `nordlys_bench_member_${process.pid}`;
  const admin = knex({ client: 'pg', connection: `${pgServer}/postgres` });
  await admin.raw('drop database if exists ?? with (force)', [name]);
  await admin.raw('create database ??', [name]);
  try {
    const redisUrl = options.redisUrl ?? process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
    const env = { ...process.env, ...options.env, DATABASE_URL: `${pgServer}/${name}`, REDIS_URL: redisUrl, BENCH_MEMBER_PAGES: JSON.stringify(pages) };
    // BENCH_CPU_PROFILE=<folder>: the server writes a CPU profile of the whole run there (open it in Chromium's DevTools).
    const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
    const child = spawn(options.node ?? process.execPath, [...profile, ...(options.nodeArgs ?? []), '--import', 'tsx', 'scripts/bench/servers.ts', '[]', '{}'], { stdio: ['ignore', 'pipe', options.stderr ? 'pipe' : 'inherit'], env });
    if (options.stderr) createInterface({ input: child.stderr! }).on('line', options.stderr);
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
      });
      const info = JSON.parse(line) as Omit<MemberServerInfo, 'origin'>;
      await run({ ...info, origin: `http://127.0.0.1:${info.appPort}` });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  }
}

/** A member page for paths given on the command line (bench:member:queries, bench:member:profile). */
export const memberPage = (path: string): PageSpec => ({ name: path, who: 'member', path });
