import type { Express } from 'express';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import pino from 'pino';
import { accountsModule, hashPassword } from '../../src/modules/accounts/index.ts';
import { buildProfile } from './factories.ts';
import { browser } from './http.ts';
import { cookieOf } from './sse.ts';
import { mailbox, testDb } from './context.ts';

export const testPassword = 'correct horse battery';

// argon2id is slow on purpose; one hash of the test password (salted once) serves every test profile.
let testPasswordHash: Promise<string> | undefined;

/** A profile with a known password. */
export async function buildMember(overrides: Partial<NewProfile> = {}): Promise<ProfileRecord> {
  return buildProfile({ passwordHash: await (testPasswordHash ??= hashPassword(testPassword)), ...overrides });
}

/** A browser logged on as the profile (through the real log-on form). */
/** Logs the profile on through the form, at `host` when given, on `app` (one with a test's own modules) when given. */
export async function loggedOnAs(profile: ProfileRecord, opts: { rememberMe?: boolean; host?: string; app?: Express } = {}) {
  const agent = browser(opts.host, opts.app);
  await agent.csrf('/LogOn');
  const res = await agent.postForm('/LogOn', { name: profile.name, password: testPassword, ...(opts.rememberMe ? { rememberMe: 'on' } : {}) });
  if (res.status !== 303) throw new Error(`log on failed: ${res.status} ${res.text.slice(0, 300)}`);
  await agent.csrf('/Support');
  return agent;
}

/** The path of the newest link to `path` (e.g. `/ConfirmEmail`) in the mail sent to `to` (waits for the mail job). */
export async function mailedLink(to: string, path: string, match: (text: string) => boolean = () => true): Promise<string> {
  const pattern = new RegExp(`https?://\\S+?(${path.replace(/[?]/g, '\\?')}\\?q=[\\w-]+)`);
  const mail = await mailbox().waitFor(to, (m) => pattern.test(m.text) && match(m.text));
  return pattern.exec(mail.text)![1]!;
}

/** The sign-up form of a single profile, valid unless overridden (the country is Denmark). */
export async function signUpFields(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const country = await testDb()('countries').where({ code: 'DK' }).first('id');
  return {
    kind: 'Single',
    name: 'Aurora_77',
    email: 'aurora@example.test',
    password: 'fjord lantern midnight',
    birthday1: `${new Date().getUTCFullYear() - 30}-05-17`,
    gender1: 'Female',
    countryId: Number(country.id),
    postalCode: '2100',
    acceptTerms: 'on',
    ...overrides,
  };
}

/** Signs up through the real form and follows the mailed confirmation link: a browser logged on as the new profile. */
export async function signUpAndConfirm(overrides: Record<string, unknown> = {}) {
  const fields = await signUpFields(overrides);
  const agent = browser();
  await agent.csrf('/Create');
  const res = await agent.postForm('/Create', fields);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${res.text.slice(0, 300)}`);
  await agent.get(await mailedLink(String(fields.email), '/ConfirmEmail')).expect(302).expect('Location', '/Start');
  return agent;
}

/**
 * Waits (up to 5 s) until every due job is done or failed, mails included: for a test that needs a job's
 * effect, and for `afterEach` in files whose tests leave mail on its way when the next test empties the tables.
 */
export async function jobsSettled(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await testDb()('jobs').whereNull('done_at').whereNull('failed_at').where('run_at', '<=', testDb().fn.now()).count('* as n').first();
    if (Number(open?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A logged-on member (at `host`, e.g. the dark site, when given) for JSON calls and forms: `api(path, body)` posts
 * with the page's CSRF token, `form(path, fields)` posts a form, `cookie` is the session as a header (for a raw
 * stream), `profile` the record.
 */
export async function memberWithApi(overrides: Partial<NewProfile> = {}, host?: string) {
  const profile = await buildMember({ language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, host ? { host } : {});
  const token = await agent.csrf('/Support');
  const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body);
  const form = (path: string, fields: Record<string, unknown>) => agent.postForm(path, fields);
  return Object.assign(agent, { profile, api, form, cookie: cookieOf(agent) });
}

/**
 * Deletes the member's account through the form, as the member would, and runs the deletion job at once (every
 * module's eraser) instead of waiting out its 14 days.
 */
export async function deleteAccountNow(member: Awaited<ReturnType<typeof memberWithApi>>): Promise<void> {
  await member.csrf('/EditProfile/Delete');
  await member.postForm('/EditProfile/Delete', { password: testPassword }).expect(200);
  const job = await testDb()('jobs').where({ name: 'accounts.deleteProfile' }).orderBy('id', 'desc').first();
  const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;
  await accountsModule.jobs!['accounts.deleteProfile']!(payload, { db: testDb(), logger: pino({ level: 'silent' }) });
  await jobsSettled();
}
