import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import webpush from 'web-push';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { mayEnterDarkSite, ProfileStatus } from '../../platform/auth/access.ts';
import { defaultLocale, isLocale } from '../../platform/i18n/index.ts';
import { findPublicIdentities, getProfile } from '../accounts/index.ts';
import { isBlockedEitherWay, maySeeProfile, notificationSettingsOf } from '../profiles/index.ts';
import { listSites } from '../sites/index.ts';
import * as repo from './repo.ts';
import { vapidKeys, vapidSubject, type VapidKeys } from './setup.ts';
import { mayName, pushPayload, type PushPayload, type PushRequest } from './presenter.ts';
import type { SubscribeInput } from './schemas.ts';

export const sendPushJob = 'push.send';

/** Stores the browser's subscription for the member, on the site it subscribed on (upsert by member and endpoint). */
export async function subscribe(db: Knex, profileId: number, siteId: number, input: SubscribeInput): Promise<void> {
  await repo.upsertSubscription(db, { profileId, siteId, endpoint: input.endpoint, p256dh: input.p256DH, auth: input.auth });
}

/** Forgets the member's subscription the browser dropped; true when one was stored. */
export const unsubscribe = (db: Knex, profileId: number, endpoint: string) => repo.deleteSubscription(db, profileId, endpoint);

/** Spec §3 `requestPushPermission`: the member wants some kind of notification as push. */
export async function pushRequested(db: Knex, profileId: number): Promise<boolean> {
  return Object.values(await notificationSettingsOf(db, profileId)).some((channels) => channels.push);
}

/** Enqueues the push of one notification inside the caller's transaction; the job sends it after commit. */
export async function queuePush(trx: Knex, profileId: number, request: PushRequest): Promise<void> {
  await enqueueJob(trx, sendPushJob, { profileId, ...request });
}

const jobPayload = z.object({
  profileId: z.number().int().positive(),
  kind: z.string(),
  action: z.string(),
  actorId: z.number().int().positive(),
  link: z.string(),
  dark: z.boolean(),
  tag: z.string(),
});

const dayInSeconds = 86_400;

/**
 * The push job: one encrypted push to each browser of the member that subscribed on the site the notification
 * belongs to (a dark-site source only to dark-site browsers, and only while the member may enter the dark site;
 * a regular one only to regular-site browsers), in their language, and only while the member may still see its actor
 * (profiles' rule on the notification's site: a block, a deactivation or a forced validation since it was queued
 * sends nothing, and never names them). A push service's 404/410 means the subscription is gone:
 * its row is deleted. Other failures are logged only (spec §8) and never retried: a late push is worse
 * than none, and the notification is on the site anyway.
 */
export async function sendPush(db: Knex, payload: Record<string, unknown>, logger: Logger): Promise<void> {
  const request = jobPayload.parse(payload);
  const keys = await vapidKeys(db);
  if (!keys) return;
  const profile = await getProfile(db, request.profileId);
  if (!profile || profile.status !== ProfileStatus.Active) return;
  if (request.dark && !mayEnterDarkSite(profile)) return;
  const [actor] = await findPublicIdentities(db, [request.actorId]);
  if (!actor || !maySeeProfile(actor, await isBlockedEitherWay(db, profile.id, actor.id), { profileId: profile.id, site: { dark: request.dark } })) return;
  const sites = new Map((await listSites(db)).map((s) => [s.id, s]));
  const siteIds = [...sites.values()].filter((s) => s.dark === request.dark).map((s) => s.id);
  const targets = await repo.findSubscriptions(db, request.profileId, siteIds);
  if (!targets.length) return;
  const subject = vapidSubject([...sites.values()]);
  if (!subject) {
    logger.error('push not sent: no VAPID subject (set VAPID_SUBJECT or the site support e-mail)');
    return;
  }
  const locale = isLocale(profile.language) ? profile.language : defaultLocale;
  const actorName = mayName(request) ? actor.name : null;
  for (const target of targets) {
    const site = sites.get(target.siteId);
    const message = pushPayload(request, locale, site?.dark ?? true, actorName);
    await deliver(db, target, message, { keys, subject, urgency: request.kind === 'newMessage' ? 'high' : 'normal' }, logger);
  }
}

type Delivery = { keys: VapidKeys; subject: string; urgency: 'normal' | 'high' };

/** Encrypts (aes128gcm) and signs (VAPID) with web-push, then POSTs to the browser's push service. */
async function deliver(db: Knex, target: repo.Subscription, message: PushPayload, how: Delivery, logger: Logger): Promise<void> {
  const log = { subscriptionId: target.id, profileId: target.profileId, host: new URL(target.endpoint).host };
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
      vapidDetails: { subject: how.subject, publicKey: how.keys.publicKey, privateKey: how.keys.privateKey },
      TTL: dayInSeconds,
      urgency: how.urgency,
      topic: topicOf(message.tag),
    });
  } catch (err) {
    // Keys that are no point on the curve can never be pushed to.
    logger.warn({ ...log, err }, 'push subscription unusable, deleted');
    return repo.deleteSubscriptionById(db, target.id);
  }
  // fetch sets Content-Length itself; web-push's numeric header values become strings.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
  try {
    const response = await fetch(request.endpoint, { method: 'POST', headers, body: request.body ? new Uint8Array(request.body) : undefined, redirect: 'error', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    if (response.ok) return repo.markUsed(db, target.id, new Date());
    if (response.status === 404 || response.status === 410) {
      logger.info({ ...log, status: response.status }, 'push subscription expired, deleted');
      return repo.deleteSubscriptionById(db, target.id);
    }
    logger.warn({ ...log, status: response.status }, 'push refused by the push service');
  } catch (err) {
    logger.warn({ ...log, err }, 'push not delivered');
  }
}

/** The push service keeps only the newest undelivered push of a topic (URL-safe base64, at most 32 characters). */
const topicOf = (tag: string) => (/^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : undefined);
