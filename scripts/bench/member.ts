import knex from 'knex';
import { proxyHeaders } from './bench-member.ts';
import { node24 } from './runtimes.ts';
import { flushRedis, measure as measureOnce, startBenchServers } from './member-harness.ts';

/**
 * `npm run bench:member`: what a logged-on member's request costs. In production mode on Postgres + Redis, for
 * Node 24 (when its binary is in the cache folder .ci/run installs it to, or NODE24_BIN) and this Node: another
 * member's /Profile/{id}, /Start, /Search/Newest, /Mail and the FAQ as the member, the FAQ as a visitor (kept
 * in the visitor cache) and with a search query (rendered for each visitor request), each against a minimal
 * Express+EJS app serving the same bytes in the same run. 50 connections, BENCH_SECONDS (default 10) each
 * after a 2 s warm-up; requests per second, p50 and p99.
 *
 * Each run gets a database of its own on BENCH_PG (default postgres://postgres@127.0.0.1:5432), dropped after;
 * Redis is BENCH_REDIS_URL (default redis://127.0.0.1:6379/14, flushed first).
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const pgServer = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const memberPaths = ['/Profile/{profile}', '/Start', '/Search/Newest', '/Mail', '/Support/FAQ', '/Support/FAQ?q=password'];
const visitorPaths = ['/Support/FAQ', '/Support/FAQ?q=password'];
const visitor = { ...proxyHeaders };
const measure = (url: string, headers: Record<string, string>) => measureOnce(url, headers, { connections, seconds: duration, warmUpSeconds: 2 });
const startServers = (node: string, databaseUrl: string) =>
  startBenchServers(node, { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, BENCH_MEMBER_PAGES: JSON.stringify(memberPaths) }, visitorPaths, visitor);


async function withDatabase<T>(run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `nordlys_bench_member_${process.pid}`;
  const admin = knex({ client: 'pg', connection: `${pgServer}/postgres` });
  await admin.raw('drop database if exists ??', [name]);
  await admin.raw('create database ??', [name]);
  try {
    return await run(`${pgServer}/${name}`);
  } finally {
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  }
}

const runtimes = [{ name: `Node ${process.versions.node}`, bin: process.execPath }];
const other = node24();
if (other && !process.versions.node.startsWith('24.')) runtimes.unshift({ name: 'Node 24', bin: other });

for (const runtime of runtimes) {
  await flushRedis(redisUrl);
  await withDatabase(async (databaseUrl) => {
    const { child, info } = await startServers(runtime.bin, databaseUrl);
    try {
      console.log(`${runtime.name}, Postgres + Redis, production mode, ${connections} connections, ${duration} s each`);
      const rows: { page: string; who: string; bytes: number; expressEjs: Awaited<ReturnType<typeof measure>>; nordlys: Awaited<ReturnType<typeof measure>> }[] = [];
      for (const [i, path] of info.memberPaths.entries()) {
        const expressEjs = await measure(`http://127.0.0.1:${info.baselinePort}/member${i}`, {});
        const nordlys = await measure(`http://127.0.0.1:${info.appPort}${path}`, { ...proxyHeaders, cookie: info.memberSession.cookie });
        rows.push({ page: path, who: 'member', bytes: info.bytes[`member ${path}`]!, expressEjs, nordlys });
      }
      for (const path of visitorPaths) {
        const expressEjs = await measure(`http://127.0.0.1:${info.baselinePort}${path}`, {});
        const nordlys = await measure(`http://127.0.0.1:${info.appPort}${path}`, visitor);
        rows.push({ page: path, who: 'visitor', bytes: info.bytes[path]!, expressEjs, nordlys });
      }
      for (const row of rows) {
        console.log(JSON.stringify({ runtime: runtime.name, who: row.who, page: row.page, bytes: row.bytes, rps: row.nordlys.rps, p50ms: row.nordlys.p50, p99ms: row.nordlys.p99, expressEjsRps: row.expressEjs.rps, ratio: Number((row.nordlys.rps / row.expressEjs.rps).toFixed(3)) }));
      }
      const faq = (who: string, page: string) => rows.find((r) => r.who === who && r.page === page)!.nordlys.rps;
      console.log(JSON.stringify({ runtime: runtime.name, memberFaqSearchOverVisitorFaqSearch: Number((faq('member', '/Support/FAQ?q=password') / faq('visitor', '/Support/FAQ?q=password')).toFixed(3)) }));
    } finally {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
}
