import os from 'node:os';
import type { Knex } from 'knex';
import { encodeOptions, searchQuery } from '../../src/modules/search/index.ts';
import { visibleProfileIds } from '../../src/modules/accounts/index.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';
import { startInProcessApp } from './in-process.ts';
import { beatOnline, benchSearcher, ensureBenchMedia, ensureDemoProfiles, ensureSearcher } from './search-fixture.ts';

/**
 * `npm run bench:search`: BENCH_SEARCH_PROFILES demo profiles (default 100,000; src/demo/generate-profiles.ts) on
 * DATABASE_URL or the embedded database in memory; BENCH_SEARCH_REUSE=1 seeds only what is missing, so a database
 * seeded once (`npm run admin -- seed:demo --profiles 1000000`) is benched again in a minute. One searcher in the
 * most common area; 2,000 members online; pictures and validations as media rows. Times the ten common searches
 * through HTTP (GET the result page, BENCH_SEARCH_RUNS runs each after one warm-up: p50/p95), times their SQL alone
 * the same way, and prints each plan's scan types (EXPLAIN) and whether any table is read whole (Seq Scan).
 */
const total = Number(process.env.BENCH_SEARCH_PROFILES ?? 100_000);
const reuse = process.env.BENCH_SEARCH_REUSE === '1';
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 20);
// Seeding and the media rows take minutes at a million; the searches are timed, not limited.
process.env.DB_STATEMENT_TIMEOUT_MS ??= '900000';
const { config, db, origin, stop } = await startInProcessApp();
const engine = config.databaseUrl ? 'Postgres' : 'PGlite';

const seedMs = await ensureDemoProfiles(db, total, reuse);
console.log(seedMs === null ? `reusing the demo profiles already there (${engine})` : `${total} demo profiles seeded in ${(seedMs / 1000).toFixed(1)} s (${engine})`);
await ensureBenchMedia(db);
const searcherId = await ensureSearcher(db);
await beatOnline(db, 2_000);
if (seedMs !== null) await db.raw('analyze');
const { cookie } = await logOnBenchMember(origin, benchSearcher);
const oslo = { postalCode: '0150', countryId: Number((await db('countries').where({ code: 'NO' }).first('id').catch(() => null))?.id ?? 0) };

type Search = { name: string; path?: string; kind: 'Newest' | 'Online' | 'Advanced'; options: Record<string, unknown> };
const searches: Search[] = [
  { name: 'newest', path: '/Search/Newest', kind: 'Newest', options: {} },
  { name: 'online', path: '/Search/Online', kind: 'Online', options: {} },
  { name: 'women 25–35 within 50 km', kind: 'Advanced', options: { genders: ['Female'], ageFrom: 25, ageTo: 35, distanceKm: 50 } },
  { name: 'couples with pictures', kind: 'Advanced', options: { genders: ['Couple'], hasPictures: true } },
  { name: 'text "hiking"', kind: 'Advanced', options: { text: 'hiking' } },
  { name: 'men 40–60 bisexual', kind: 'Advanced', options: { genders: ['Male'], ageFrom: 40, ageTo: 60, orientation: ['Bisexual'] } },
  { name: 'validated', kind: 'Advanced', options: { validated: true } },
  { name: 'pictures within 100 km', kind: 'Advanced', options: { hasPictures: true, distanceKm: 100 } },
  { name: 'women online now', kind: 'Advanced', options: { genders: ['Female'], onlineNow: true } },
  { name: 'singles 18–30 within 25 km of Oslo 0150', kind: 'Advanced', options: { relationship: ['Single'], ageFrom: 18, ageTo: 30, distanceKm: 25, ...(oslo.countryId ? oslo : {}) } },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work(); // warm-up, not timed
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

/** The plan's scan nodes, e.g. "Index Scan using profiles_search_newest on profiles". */
async function scanTypes(query: Knex.QueryBuilder): Promise<string[]> {
  const plan = await db.raw<{ rows: { 'QUERY PLAN': string }[] }>(`explain ${query.toString()}`);
  const scan = /((?:Parallel )?(?:Seq|Index Only|Index|Bitmap Heap|Bitmap Index|Function|Subquery|CTE|Values) Scan)(?: Backward)?(?: using (\S+))?(?: on (\S+))?/;
  const nodes = plan.rows.map((r) => scan.exec(r['QUERY PLAN'])).filter((m) => m !== null);
  return [...new Set(nodes.map((m) => [m[1], m[2] && `using ${m[2]}`, m[3] && `on ${m[3]}`].filter(Boolean).join(' ')))];
}

const viewer = { id: searcherId, member: false, favouriteOf: [] as number[] };
const rows: Record<string, unknown>[] = [];
for (const s of searches) {
  const path = s.path ?? `/Search/Advanced?searchOptions=${encodeOptions(s.options)}`;
  let hits = 0;
  const http = await timed(async () => {
    const res = await fetch(`${origin}${path}`, { headers: { ...proxyHeaders, cookie } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${s.name} answered ${res.status}`);
    hits = (html.match(/data-id="/g) ?? []).length;
  });
  const { query } = await searchQuery(db, viewer, { dark: false }, s.kind, s.options, 1);
  const sql = await timed(() => query.clone());
  const scans = await scanTypes(query);
  const row = { search: s.name, firstPageHits: hits, p50ms: http.p50, p95ms: http.p95, sqlP50ms: sql.p50, sqlP95ms: sql.p95, seqScan: scans.some((t) => t.includes('Seq Scan')), scans };
  rows.push(row);
  console.log(JSON.stringify(row));
}

// Name search has no search page; lists' notes search finds profiles by a part of the name (pg_trgm): its SQL alone.
const byName = visibleProfileIds(db, { dark: false }, { nameContains: 'ingrid_4242' }).limit(31);
const nameSql = await timed(() => byName.clone());
const nameScans = await scanTypes(byName);
rows.push({ search: 'name contains "ingrid_4242" (SQL only)', firstPageHits: (await byName.clone()).length, p50ms: '–', p95ms: '–', sqlP50ms: nameSql.p50, sqlP95ms: nameSql.p95, seqScan: nameScans.some((t) => t.includes('Seq Scan')), scans: nameScans });
console.log(JSON.stringify(rows.at(-1)));

console.log(`\n${engine}, ${total.toLocaleString('en-GB')} demo profiles, ${runs} runs each, ${os.cpus().length} cores (shared), Node ${process.versions.node}\n`);
console.log('| search | hits | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | scans |\n|---|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${String(r.search)} | ${String(r.firstPageHits)} | ${String(r.p50ms)} | ${String(r.p95ms)} | ${String(r.sqlP50ms)} | ${String(r.sqlP95ms)} | ${(r.scans as string[]).join('; ')} |`);
await stop();
