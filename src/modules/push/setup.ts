import type { Knex } from 'knex';
import type { Logger } from 'pino';
import webpush from 'web-push';
import { openSecret, sealSecret } from '../../platform/secrets.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import * as repo from './repo.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

type PushSetup = {
  /** Production: the keys from the environment. */
  keys: VapidKeys | undefined;
  /** Elsewhere: generate a pair once and keep it in the database, so subscriptions survive a restart. */
  generateKeys: boolean;
  subject: string | undefined;
  /** Tests only: a push service on 127.0.0.1 over plain HTTP (the test plays the push service). */
  allowLoopbackEndpoints: boolean;
};

let setup: PushSetup = { keys: undefined, generateKeys: true, subject: undefined, allowLoopbackEndpoints: false };
let stored = new WeakMap<Knex, Promise<VapidKeys>>();

/** Called once at start-up with what config.ts read. */
export function configurePush(next: PushSetup, logger?: Logger): void {
  setup = next;
  stored = new WeakMap();
  if (!next.keys && !next.generateKeys) logger?.warn('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: web push is off');
}

export const allowsLoopbackEndpoints = () => setup.allowLoopbackEndpoints;

/** The key pair pushes are signed with; null when push is off (production without keys). */
export function vapidKeys(db: Knex): Promise<VapidKeys | null> {
  if (setup.keys) return Promise.resolve(setup.keys);
  if (!setup.generateKeys) return Promise.resolve(null);
  let keys = stored.get(db);
  if (!keys) {
    keys = storedKeys(db);
    stored.set(db, keys);
    keys.catch(() => stored.delete(db));
  }
  return keys;
}

/** The public key browsers subscribe with (the site configuration's `publicVapidKey`). */
export const publicVapidKey = async (db: Knex): Promise<string | null> => (await vapidKeys(db))?.publicKey ?? null;

async function storedKeys(db: Knex): Promise<VapidKeys> {
  const found = await repo.findVapidKeys(db);
  const readable = found && opened(found);
  if (readable) return readable;
  // None yet, or sealed with a data key this installation no longer has: a new pair (old subscriptions lapse).
  const fresh = webpush.generateVAPIDKeys();
  await repo.saveVapidKeys(db, { publicKey: fresh.publicKey, privateKeySealed: sealSecret(fresh.privateKey) }, Boolean(found));
  const kept = await repo.findVapidKeys(db);
  const keys = kept && opened(kept);
  if (!keys) throw new Error('The VAPID keys could not be stored');
  return keys;
}

function opened(keys: repo.StoredVapidKeys): VapidKeys | null {
  try {
    return { publicKey: keys.publicKey, privateKey: openSecret(keys.privateKeySealed) };
  } catch {
    return null;
  }
}

/**
 * Who a push service may contact about our pushes (VAPID `sub`): VAPID_SUBJECT, else the regular site's support
 * e-mail, else its origin when that is https; null when none will do.
 */
export function vapidSubject(sites: readonly SiteConfig[]): string | null {
  if (setup.subject) return setup.subject;
  const site = sites.find((s) => !s.dark) ?? sites[0];
  if (site?.supportEmail) return `mailto:${site.supportEmail}`;
  return site?.origin.startsWith('https://') ? site.origin : null;
}
