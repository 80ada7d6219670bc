import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { DarkStatusApproved, ProfileStatus } from '../platform/auth/access.ts';
import { isUniqueViolation } from '../platform/db/knex.ts';
import { createProfile, findProfileForCli, hashPassword, requiredTermsVersion } from '../modules/accounts/index.ts';
import { insertProfileDataInBulk } from '../modules/profiles/index.ts';

export const demoMember = { name: 'demo', email: 'demo@nordlys.example' } as const;

/**
 * A member to try the site with exists only on the embedded default that `npm start` runs on a developer's
 * machine: never in production, never on a configured Postgres (DATABASE_URL), never in tests.
 */
export function wantsDemoMember(config: Pick<Config, 'env' | 'databaseUrl' | 'seedDemo'>): boolean {
  return config.env === 'development' && !config.databaseUrl && config.seedDemo !== 'no';
}

/**
 * Creates the demo member with a random password, once: a confirmed e-mail address, the current terms accepted,
 * a paying member with an approved dark status, so the member pages of both sites open (there is no payment or
 * dark-approval flow yet that could grant them). Returns the password, or null when the member already exists.
 */
export async function seedDemoMember(db: Knex): Promise<{ name: string; password: string } | null> {
  if (await exists(db)) return null;
  const password = randomBytes(12).toString('base64url');
  try {
    const created = await createProfile(db, {
      name: demoMember.name,
      email: demoMember.email,
      passwordHash: await hashPassword(password),
      kind: 'Single',
      status: ProfileStatus.Active,
      darkStatus: DarkStatusApproved,
      member: true,
      termsVersion: await requiredTermsVersion(db),
      forcedValidation: false,
      staffRole: 0,
      language: null,
      emailConfirmed: true,
    });
    // A person and a few words, so the demo member's profile page shows what a profile looks like.
    await insertProfileDataInBulk(db, [
      {
        profileId: created.id,
        persons: [{ birthday: '1990-06-21', gender: 'Female', orientation: 'Bisexual', relationship: 'Single', heightCm: 170, smoking: 'NonSmoker' }],
        presentation: 'I am the demo member: log on as me to try the site.',
        lookingFor: 'Curious people who want to see how it works.',
      },
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
  return { name: demoMember.name, password };
}

/** At start-up: seeds the demo member when wanted and prints its password in the log, the one time it is made. */
export async function seedDemoMemberAtStart(db: Knex, config: Config, logger: Logger): Promise<void> {
  if (!wantsDemoMember(config)) return;
  const created = await seedDemoMember(db);
  if (!created) return;
  // In the message, not a `password` field: the logger redacts fields of that name.
  logger.info(
    `Demo member created: log on at http://localhost:${config.port} (dark site: http://dark.localhost:${config.port}) as "${created.name}" ` +
      `with the password ${created.password} — shown only this once; lost it? "Forgot your password?" writes the link to ${config.dataDir}/outbox`,
  );
}

async function exists(db: Knex): Promise<boolean> {
  try {
    await findProfileForCli(db, demoMember.name);
    return true;
  } catch {
    return false;
  }
}
