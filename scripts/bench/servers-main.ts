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
import { capturePages, prepareMemberFixture } from './member-fixture.ts';
import type { PageSpec } from './member-pages.ts';
import { startReferences } from './references.ts';

/**
 * The servers `npm run bench` measures, in their own process so the load generator does not share their CPU:
 * Nordlys in production mode (on DATABASE_URL, or the embedded database in memory) with one member to log on
 * as, and a minimal Express+EJS app with one view per benchmarked path, Nordlys's answer to it, so both
 * serve the same bytes. Prints the ports and the member's credentials as one JSON line. With BENCH_MEMBER_PAGES
 * (page specs, member-pages.ts), bench:member's fixture and pages too: each page as it was served the second time,
 * the SQL statements of that request, and the ports of the references serving the same bytes (references.ts).
 */
const benchPaths = JSON.parse(process.argv[2] ?? '["/Support/FAQ"]') as string[];
const headers = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent', NODE_ENV: 'production', SEED_DEMO: 'yes', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' }, pino.destination(2));
const services = await startServices(config, logger, { migrate: true, pgliteDir: 'memory', worker: false });
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const member = { email: 'bench@example.com', password: 'Bench-password-4711' };
const passwordHash = await hashPassword(member.password);
const termsVersion = await requiredTermsVersion(services.db);
// A paying member (no end date) with an approved dark status, so the member pages of both sites open.
const benchMember = (name: string, email: string, paying = true) => createProfile(services.db, {
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
// The statements of one request bench:member counts (capturePages starts and takes them).
let statements: string[] | null = null;
services.db.on('query', (q: { sql: string }) => statements?.push(q.sql));
const statementLog = {
  start: () => {
    statements = [];
  },
  take: () => {
    const taken = statements ?? [];
    statements = null;
    return taken;
  },
};
const appPort = await listen(createServer(createApp({ config, logger, ...services })));
const memberSpecs = process.env.BENCH_MEMBER_PAGES ? (JSON.parse(process.env.BENCH_MEMBER_PAGES) as PageSpec[]) : null;
let memberPages = null;
if (memberSpecs) {
  const origin = `http://127.0.0.1:${appPort}`;
  const nonMember = { email: 'bench-non-member@example.com', password: member.password };
  await benchMember('BenchNonMember', nonMember.email, false);
  const fixture = await prepareMemberFixture(services, config, logger, origin, { ...member, id: benchMemberId }, nonMember);
  const pages = await capturePages(origin, memberSpecs, fixture, statementLog);
  const references = await startReferences(pages, { databaseUrl: config.databaseUrl!, redisUrl: config.redisUrl!, sessionCookie: fixture.sessions.member.cookie, profileId: benchMemberId });
  memberPages = { pages: pages.map(({ html, ...page }) => ({ ...page, bytes: Buffer.byteLength(html) })), references, session: fixture.sessions.member };
}
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
baseline.get(/.*/, (req, res) => res.render(views[req.originalUrl] ?? 'missing'));
const baselinePort = await listen(createServer(baseline));

console.log(JSON.stringify({ appPort, baselinePort, bytes, generated, database: config.databaseUrl ? 'Postgres' : 'PGlite', redis: Boolean(config.redisUrl), member, memberSession: memberPages?.session, memberPages: memberPages?.pages, references: memberPages?.references }));
// Exit cleanly when the bench is done, so `node --cpu-prof` can write its profile.
process.on('SIGTERM', () => process.exit(0));
// SIGUSR2: collect garbage (when started with --expose-gc) and print the memory use, for the realtime bench.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify({ memory: process.memoryUsage() }));
});
