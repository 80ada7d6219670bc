import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import knex from 'knex';
import { proxyHeaders } from './bench-member.ts';

type Info = { appPort: number; memberSession: { cookie: string }; memberPaths: string[] };

/**
 * The bench's server (production mode, bench:member's fixture) on a database of its own on BENCH_PG (default
 * postgres://postgres@127.0.0.1:5432) and Redis BENCH_REDIS_URL, with `paths` fetched once as the member;
 * `run` gets the origin and the member's session, the database is dropped after.
 */
export async function withMemberServer(paths: string[], options: { nodeArgs?: string[]; env?: Record<string, string>; stderr?: (line: string) => void }, run: (info: Info & { origin: string }) => Promise<void>) {
  const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `nordlys_bench_tool_${process.pid}`;
  const admin = knex({ client: 'pg', connection: `${pgServer}/postgres` });
  await admin.raw('create database ??', [name]);
  try {
    const env = { ...process.env, ...options.env, DATABASE_URL: `${pgServer}/${name}`, REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13', BENCH_MEMBER_PAGES: JSON.stringify(paths) };
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'scripts/bench/servers.ts', '[]', '{}'], { stdio: ['ignore', 'pipe', options.stderr ? 'pipe' : 'inherit'], env });
    if (options.stderr) createInterface({ input: child.stderr! }).on('line', options.stderr);
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout! }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
      });
      const info = JSON.parse(line) as Info;
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

export const memberHeaders = (info: Info) => ({ ...proxyHeaders, cookie: info.memberSession.cookie });
