import { node24 } from './runtimes.ts';
import { flushRedis, measure as measureOnce } from './member-harness.ts';
import { pickPages } from './member-pages.ts';
import { withMemberServer, type MeasuredPage } from './member-tools.ts';

/**
 * `npm run bench:member`: what a paying member's page costs, for every kind of member page (member-pages.ts; a
 * non-member too where the page differs, a visitor's pages rendered per request), in production mode on Postgres
 * + Redis, on Node 24 (when its binary is in the cache folder .ci/run installs it to, or NODE24_BIN) and this Node.
 * Each page against three references serving the same bytes in the same run (references.ts): Express+EJS, the
 * data reference (Express+EJS after one Redis GET and one Postgres round trip) and bare node:http. 50 connections,
 * BENCH_SECONDS (default 5) each after a 1 s warm-up: bytes, requests per second, p50/p99, and the SQL statements
 * of the page's second request (`npm run bench:member:queries` lists them). BENCH_PAGES=<names> runs some pages,
 * BENCH_RUNTIMES=24 or 20 one runtime.
 *
 * Each runtime gets a database of its own on BENCH_PG (default postgres://postgres@127.0.0.1:5432), dropped after;
 * Redis is BENCH_REDIS_URL (default redis://127.0.0.1:6379/14, flushed first).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const pages = pickPages(process.env.BENCH_PAGES);
const measure = (url: string, headers: Record<string, string>) => measureOnce(url, headers, { connections, seconds, warmUpSeconds: 1 });

type Row = { page: MeasuredPage; nordlys: Awaited<ReturnType<typeof measure>>; expressEjs: number; dataRef: number; bare: number };

function runtimesToRun(): { name: string; bin: string }[] {
  const runtimes = [{ name: `Node ${process.versions.node}`, bin: process.execPath }];
  const other = node24();
  if (other && !process.versions.node.startsWith('24.')) runtimes.unshift({ name: 'Node 24', bin: other });
  const only = process.env.BENCH_RUNTIMES;
  const picked = only ? runtimes.filter((r) => r.name.startsWith(`Node ${only}`)) : runtimes;
  if (!picked.length) throw new Error(`BENCH_RUNTIMES=${only}: no such runtime here (${runtimes.map((r) => r.name).join(', ')})`);
  return picked;
}

const pad = (v: string | number, n: number) => String(v).padStart(n);
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));


function printTable(rows: Row[]) {
  console.log(`${'page'.padEnd(20)}${'who'.padEnd(11)}${pad('bytes', 7)}${pad('req/s', 7)}${pad('p50', 5)}${pad('p99', 6)}${pad('stmts', 6)}${pad('data ref', 9)}${pad('ejs', 7)}${pad('bare', 7)}${pad('/data', 7)}${pad('/ejs', 7)}`);
  for (const r of rows) {
    const { page, nordlys } = r;
    console.log(
      `${page.name.padEnd(20)}${page.who.padEnd(11)}${pad(page.bytes, 7)}${pad(nordlys.rps, 7)}${pad(nordlys.p50, 5)}${pad(nordlys.p99, 6)}${pad(page.statements.length, 6)}` +
        `${pad(r.dataRef, 9)}${pad(r.expressEjs, 7)}${pad(r.bare, 7)}${pad(ratio(nordlys.rps, r.dataRef).toFixed(3), 7)}${pad(ratio(nordlys.rps, r.expressEjs).toFixed(3), 7)}`,
    );
  }
}

for (const runtime of runtimesToRun()) {
  await flushRedis(redisUrl);
  await withMemberServer(pages, { node: runtime.bin, redisUrl }, async (info) => {
    console.log(`${runtime.name}, Postgres + Redis, production mode, ${connections} connections, ${seconds} s each after 1 s; p50/p99 in ms`);
    const rows: Row[] = [];
    for (const [i, page] of info.memberPages.entries()) {
      const reference = (port: number) => measure(`http://127.0.0.1:${port}/${i}`, {}).then((m) => m.rps);
      const nordlys = await measure(`${info.origin}${page.path}`, page.headers);
      rows.push({ page, nordlys, dataRef: await reference(info.references.dataRef), expressEjs: await reference(info.references.expressEjs), bare: await reference(info.references.bare) });
    }
    printTable(rows);
    console.log("(dark-start: the dark site's /Start; a visitor's page has ?per-request, which the visitor page cache never keeps, so it is rendered per request)");
    const longer = rows.filter((r) => r.nordlys.seconds !== seconds).map((r) => `${r.page.name} (${r.page.who})`);
    if (longer.length) console.log(`(fewer than ${2 * connections} answers in ${seconds} s, measured again for ${seconds * 4} s: ${longer.join(', ')})`);
    for (const r of rows) {
      const { page, nordlys } = r;
      console.log(JSON.stringify({ runtime: runtime.name, page: page.name, who: page.who, path: page.path, bytes: page.bytes, rps: nordlys.rps, p50ms: nordlys.p50, p99ms: nordlys.p99, seconds: nordlys.seconds, statements: page.statements.length, dataRefRps: r.dataRef, expressEjsRps: r.expressEjs, bareRps: r.bare, overDataRef: ratio(nordlys.rps, r.dataRef), overExpressEjs: ratio(nordlys.rps, r.expressEjs) }));
    }
  });
}
