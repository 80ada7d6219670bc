import { randomUUID } from 'node:crypto';
import type { Viewer } from '../../src/platform/auth/access.ts';
import { createProfile, requiredTermsVersion, type NewProfile, type ProfileRecord } from '../../src/modules/accounts/index.ts';
import { testDb } from './context.ts';

/** A profile inserted through the accounts module; overrides pick the state a test needs. */
export async function buildProfile(overrides: Partial<NewProfile> = {}): Promise<ProfileRecord> {
  const tag = randomUUID().slice(0, 8);
  return createProfile(testDb(), {
    name: `member${tag}`,
    email: `member${tag}@example.test`,
    passwordHash: null,
    kind: 'Single',
    status: 3,
    darkStatus: 0,
    member: false,
    termsVersion: await requiredTermsVersion(testDb()),
    forcedValidation: false,
    staffRole: 0,
    language: null,
    ...overrides,
  });
}

/** A viewer as the guard sees it, for unit tests of the guard. */
export function viewerOf(overrides: Partial<Viewer> = {}): Viewer {
  return { id: 1, status: 3, darkStatus: 0, member: false, termsAccepted: true, forcedValidation: false, staffRole: 0, ...overrides };
}
