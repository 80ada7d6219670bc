import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { startServices } from '../../src/boot.ts';
import { createApp } from '../../src/app.ts';
import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { DarkStatusApproved, ProfileStatus } from '../../src/platform/auth/access.ts';
import { generateDemoProfiles } from '../../src/demo/generate-profiles.ts';
import { prepareMemberPages } from './member-fixture.ts';

/**
 * The servers `npm run bench` measures, in their own process so the load generator does not share their CPU:
 * Nordlys in production mode (on DATABASE_URL, or the embedded database in memory) with one member to log on
 * as, and a minimal Express+EJS app with one view per benchmarked path, Nordlys's answer to it, so both
 * serve the same bytes. Prints the ports and the member's credentials as one JSON line.
 */
const benchPaths = JSON.parse(process.argv[2] ?? '["/Support/FAQ"]') as string[];
const headers = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', NODE_ENV: 'production', SEED_DEMO: 'yes', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' }, pino.destination(2));
const services = await startServices(config, logger, { migrate: true, pgliteDir: 'memory', worker: false });
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const member = { email: 'bench@example.com', password: 'Bench-password-4711' };
const passwordHash = await hashPassword(member.password);
// BENCH_MEMBER_PAYING=1: the bench member is a paying member approved for the dark site (a paying member's /Start, every section).
const paying = process.env.BENCH_MEMBER_PAYING === '1';
const termsVersion = await requiredTermsVersion(services.db);
const benchMember = (name: string, email: string) => createProfile(services.db, {
  name,
  email,
  passwordHash,
  kind: 'Single',
  status: ProfileStatus.Active,
  darkStatus: paying ? DarkStatusApproved : 0,
  member: paying,
  termsVersion,
  forcedValidation: false,
  staffRole: 0,
  language: 'en-GB',
  emailConfirmed: true,
});
const benchMemberId = (await benchMember('BenchMember', member.email)).id;
// BENCH_MEMBERS: more members with the same password, bench1@example.com … (the realtime bench's many streams).
for (let i = 1; i <= Number(process.env.BENCH_MEMBERS ?? 0); i++) await benchMember(`BenchMember${i}`, `bench${i}@example.com`);

// BENCH_DEMO_PROFILES: how many demo profiles to load first (the profile-page bench), and how long that took.
const demoProfiles = Number(process.env.BENCH_DEMO_PROFILES ?? 0);
const generated = demoProfiles > 0 ? await generateDemoProfiles(services.db, demoProfiles) : null;

if (process.env.BENCH_QUERY_LOG) services.db.on('query', (q: { sql: string }) => process.stderr.write(`${q.sql}\n`));
const appPort = await listen(createServer(createApp({ config, logger, ...services })));
// BENCH_MEMBER_PAGES: pages fetched as the logged-on bench member too (bench:member), with a mailbox and
// another member's profile to show; their paths join benchPaths, their session is printed.
const memberPages = process.env.BENCH_MEMBER_PAGES ? await prepareMemberPages(services, config, logger, `http://127.0.0.1:${appPort}`, benchMemberId, member, JSON.parse(process.env.BENCH_MEMBER_PAGES) as string[]) : null;
const viewsDir = mkdtempSync(path.join(tmpdir(), 'nordlys-bench-'));
const baseline = express();
baseline.set('views', viewsDir);
baseline.set('view engine', 'ejs');
baseline.set('view cache', true);
const bytes: Record<string, number> = {};
const views: Record<string, string> = {};
for (const [i, benchPath] of benchPaths.entries()) {
  const sample = await fetch(`http://127.0.0.1:${appPort}${benchPath}`, { headers });
  if (sample.status !== 200) throw new Error(`${benchPath} answered ${sample.status}`);
  const html = await sample.text();
  bytes[benchPath] = Buffer.byteLength(html);
  writeFileSync(path.join(viewsDir, `page${i}.ejs`), html.replaceAll('<%', '<%%'));
  views[benchPath] = `page${i}`;
}
for (const [i, page] of (memberPages?.pages ?? []).entries()) {
  bytes[`member ${page.path}`] = Buffer.byteLength(page.html);
  writeFileSync(path.join(viewsDir, `member${i}.ejs`), page.html.replaceAll('<%', '<%%'));
  views[`/member${i}`] = `member${i}`;
}
baseline.get(/.*/, (req, res) => res.render(views[req.originalUrl] ?? 'missing'));
const baselinePort = await listen(createServer(baseline));

console.log(JSON.stringify({ appPort, baselinePort, bytes, generated, database: config.databaseUrl ? 'Postgres' : 'PGlite', redis: Boolean(config.redisUrl), member, memberSession: memberPages?.session, memberPaths: memberPages?.pages.map((p) => p.path) }));
// Exit cleanly when the bench is done, so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
// SIGUSR2: collect garbage (when started with --expose-gc) and print the memory use, for the realtime bench.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify({ memory: process.memoryUsage() }));
});
