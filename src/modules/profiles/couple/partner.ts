import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { AppError, conflict } from '../../../platform/http/errors.ts';
import { queueMail } from '../../../platform/mail/index.ts';
import { findPublicIdentities, getProfile } from '../../accounts/index.ts';
import * as repo from '../repo.ts';
import * as couple from './repo.ts';
import { keepOnePerson } from './service.ts';

/**
 * A couple profile's second person confirms by e-mail. The owner invites an address; the mail's secret link
 * opens /CouplePartner, where the person confirms, or says "not me / I leave" and the profile becomes the
 * owner's single profile. Until they confirm, other members see only the other person (service.ts). Only the
 * link's sha256 is stored; it never expires, as it stays the person's one way to leave (they have no log-on).
 */

/** Invitations a profile may send in 24 hours: enough to fix a typo or resend, not enough to mail strangers. */
export const partnerInvitationsPerDay = 5;

export type PartnerMailContext = { origin: string; siteName: string; locale: string };

export type PartnerStatus = { state: 'Waiting' | 'Confirmed'; email: string | null };

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex');
const wellFormed = (raw: string) => /^[\w-]{20,100}$/.test(raw);

const notWaiting = () => conflict('profiles.couplePartner.errors.notWaiting', 'partnerEmail');
const ownAddress = () => new AppError(400, 'ownAddress', 'profiles.couplePartner.errors.ownAddress', {}, 'partnerEmail');
const tooManyInvitations = () =>
  new AppError(429, 'tooManyInvitations', 'profiles.couplePartner.errors.tooMany', { count: partnerInvitationsPerDay }, 'partnerEmail', { 'Retry-After': String(24 * 3600) });

/** The owner's view: null for a single profile; for a couple, whether the second person confirmed and the address invited. */
export async function partnerStatusOf(db: Knex, profileId: number): Promise<PartnerStatus | null> {
  const persons = await repo.findPersons(db, profileId);
  if (persons.length < 2) return null;
  const partner = await couple.findPartnerPerson(db, profileId);
  return { state: partner && !partner.confirmed ? 'Waiting' : 'Confirmed', email: partner?.email ?? null };
}

/**
 * Mails the second person (waiting to confirm) a new secret link at `email`, in the owner's language; an earlier
 * link stops working. At most `partnerInvitationsPerDay` a day per profile (429 on the field, nothing else refused).
 */
export async function invitePartner(db: Knex, profileId: number, email: string, ctx: PartnerMailContext): Promise<void> {
  const [partner, owner] = await Promise.all([couple.findPartnerPerson(db, profileId), getProfile(db, profileId)]);
  if (!owner || !partner || partner.confirmed) throw notWaiting();
  if (owner.email.toLowerCase() === email.toLowerCase()) throw ownAddress();
  const since = new Date(Date.now() - 24 * 3600_000);
  if ((await couple.countPartnerInvitationsSince(db, profileId, since)) >= partnerInvitationsPerDay) throw tooManyInvitations();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (trx) => {
    if (!(await couple.setPartnerInvitation(trx, profileId, partner.position, email, digest(token)))) throw notWaiting();
    await couple.insertPartnerInvitation(trx, profileId);
    await queueMail(trx, {
      to: email,
      locale: owner.language ?? ctx.locale,
      template: 'profiles.couplePartner.mail.invitation',
      params: { name: owner.name, siteName: ctx.siteName },
      link: `${ctx.origin}/CouplePartner?q=${token}`,
    });
  });
}

export type PartnerLink = { name: string; birthday: string; gender: string; confirmed: boolean };

/** What a secret link stands for: the profile naming its holder as second person; null for an unknown or spent link. */
export async function partnerLink(db: Knex, raw: string): Promise<PartnerLink | null> {
  const partner = wellFormed(raw) ? await couple.findPartnerByTokenHash(db, digest(raw)) : null;
  if (!partner) return null;
  const [identity] = await findPublicIdentities(db, [partner.profileId]);
  if (!identity || identity.status === ProfileStatus.Deleted) return null;
  return { name: identity.name, birthday: partner.birthday, gender: partner.gender, confirmed: partner.confirmed };
}

/** The link's holder confirms being the profile's second person (again: no change). */
export async function confirmPartner(db: Knex, raw: string): Promise<'confirmed' | 'expired'> {
  if (!wellFormed(raw)) return 'expired';
  return (await couple.confirmPartnerByTokenHash(db, digest(raw))) ? 'confirmed' : 'expired';
}

/**
 * The link's holder leaves (or was never the partner): the profile keeps its other person and becomes single,
 * through the same change as the owner's ConvertToSingle, so its texts, pictures, lists and guestbook stay. The
 * link dies with it, and the owner is told by e-mail.
 */
export async function partnerLeaves(db: Knex, raw: string, ctx: Omit<PartnerMailContext, 'locale'>): Promise<'left' | 'expired'> {
  if (!wellFormed(raw)) return 'expired';
  return db.transaction(async (trx) => {
    const partner = await couple.findPartnerByTokenHash(trx, digest(raw), { lock: true });
    if (!partner || (await repo.findPersons(trx, partner.profileId)).length !== 2) return 'expired' as const;
    await keepOnePerson(trx, partner.profileId, partner.position === 0 ? 1 : 0);
    const owner = await getProfile(trx, partner.profileId);
    if (owner && owner.status !== ProfileStatus.Deleted) {
      await queueMail(trx, {
        to: owner.email,
        locale: owner.language,
        template: 'profiles.couplePartner.mail.left',
        params: { name: owner.name, siteName: ctx.siteName },
        link: `${ctx.origin}/Profile/${owner.id}`,
      });
    }
    return 'left' as const;
  });
}
