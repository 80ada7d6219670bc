import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { hashPassword } from '../../src/modules/accounts/index.ts';
import { buildProfile } from './factories.ts';
import { browser } from './http.ts';

export const testPassword = 'correct horse battery';

// argon2id is slow on purpose; one hash of the test password (salted once) serves every test profile.
let testPasswordHash: Promise<string> | undefined;

/** A profile with a known password. */
export async function buildMember(overrides: Partial<NewProfile> = {}): Promise<ProfileRecord> {
  return buildProfile({ passwordHash: await (testPasswordHash ??= hashPassword(testPassword)), ...overrides });
}

/** A browser logged on as the profile (through the real log-on form). */
export async function loggedOnAs(profile: ProfileRecord, opts: { rememberMe?: boolean; host?: string } = {}) {
  const agent = browser(opts.host);
  await agent.csrf('/LogOn');
  const res = await agent.postForm('/LogOn', { name: profile.name, password: testPassword, ...(opts.rememberMe ? { rememberMe: 'on' } : {}) });
  if (res.status !== 303) throw new Error(`log on failed: ${res.status} ${res.text.slice(0, 300)}`);
  await agent.csrf('/Support');
  return agent;
}
