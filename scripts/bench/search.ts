import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { encodeOptions, searchQuery } from '../../src/modules/search/index.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';
import { startInProcessApp } from './in-process.ts';

/**
 * `npm run bench:search`: BENCH_SEARCH_PROFILES demo profiles (default 100,000; src/demo/generate-profiles.ts) on
 * DATABASE_URL or the embedded database in memory, one searcher with an area; times the common searches through
 * HTTP (GET the result page, 20 runs each after one warm-up: p50/p95), times its SQL alone the same way, and prints
 * each one's plan's scan types (EXPLAIN).
 */
const total = Number(process.env.BENCH_SEARCH_PROFILES ?? 100_000);
const runs = 20;
const { config, db, origin, stop } = await startInProcessApp();

const started = Date.now();
await generateDemoProfiles(db, total);
for (const table of ['profiles', 'profile_persons', 'profile_areas', 'profile_details']) await db.raw('analyze ??', [table]);
console.log(`${total} demo profiles in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.databaseUrl ? 'Postgres' : 'PGlite'}, Node ${process.versions.node})`);

const password = 'Bench-password-4711';
const me = await createProfile(db, { name: 'SearchBench', email: 'searchbench@example.com', passwordHash: await hashPassword(password), kind: 'Single', status: ProfileStatus.Active, darkStatus: 0, member: false, termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: 'en-GB', emailConfirmed: true });
// The searcher lives where most demo profiles do: the most common area.
await db.raw(
  `insert into profile_areas (profile_id, country_id, postal_code, latitude, longitude)
   select ?, country_id, postal_code, latitude, longitude from profile_areas where latitude is not null
   group by country_id, postal_code, latitude, longitude order by count(*) desc limit 1`,
  [me.id],
);
await db('profile_persons').insert({ profile_id: me.id, position: 0, birthday: '1990-05-05', gender: 'Male' });
const { cookie } = await logOnBenchMember(origin, { email: 'searchbench@example.com', password });

const searches: { name: string; path: string; kind: 'Newest' | 'Online' | 'Advanced'; options: Record<string, unknown> }[] = [
  { name: 'newest', path: '/Search/Newest', kind: 'Newest', options: {} },
  { name: 'online', path: '/Search/Online', kind: 'Online', options: {} },
  { name: 'women 25–35 within 50 km', path: '', kind: 'Advanced', options: { genders: ['Female'], ageFrom: 25, ageTo: 35, distanceKm: 50 } },
  { name: 'couples', path: '', kind: 'Advanced', options: { genders: ['Couple', 'Female'], ageFrom: 30, ageTo: 50 } },
  { name: 'text "hiker"', path: '', kind: 'Advanced', options: { text: 'hiker' } },
  { name: 'men 40–60, orientation Bisexual', path: '', kind: 'Advanced', options: { genders: ['Male'], ageFrom: 40, ageTo: 60, orientation: ['Bisexual'] } },
];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const viewer = { id: Number(me.id), member: false, favouriteOf: [] as number[] };
for (const s of searches) {
  const path = s.path || `/Search/Advanced?searchOptions=${encodeOptions(s.options)}`;
  const times: number[] = [];
  let hits = 0;
  await fetch(`${origin}${path}`, { headers: { ...proxyHeaders, cookie } }).then((r) => r.text()); // warm-up, not timed
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`${origin}${path}`, { headers: { ...proxyHeaders, cookie } });
    const html = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${s.name} answered ${res.status}`);
    hits = (html.match(/data-id="/g) ?? []).length;
  }
  times.sort((a, b) => a - b);
  const { query } = await searchQuery(db, viewer, s.kind, s.options, 1);
  const sqlTimes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await query.clone();
    sqlTimes.push(performance.now() - t0);
  }
  sqlTimes.sort((a, b) => a - b);
  const plan = await db.raw(`explain ${query.toString()}`);
  const scans = [...new Set((plan.rows as { 'QUERY PLAN': string }[]).map((r) => /(\w+(?: \w+)? Scan)(?: using (\w+))?(?: on (\w+))?/.exec(r['QUERY PLAN'])).filter(Boolean).map((m) => `${m![1]}${m![2] ? ` ${m![2]}` : ''}${m![3] ? ` on ${m![3]}` : ''}`))];
  console.log(JSON.stringify({ search: s.name, firstPageHits: hits, p50ms: Math.round(percentile(times, 50) * 10) / 10, p95ms: Math.round(percentile(times, 95) * 10) / 10, sqlP50ms: Math.round(percentile(sqlTimes, 50) * 10) / 10, sqlP95ms: Math.round(percentile(sqlTimes, 95) * 10) / 10, scans }));
}
await stop();
