import type { Request, Response } from 'express';
import { z } from 'zod';
import { defineAction, definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { markPersonal } from '../../../platform/http/visitor-page-cache.ts';
import { confirmPartner, invitePartner, partnerLeaves, partnerLink, partnerStatusOf } from './partner.ts';
import { convertForm } from './convert-pages.ts';

/** The address of the second person, as the owner types it. */
export const partnerInviteForm = z.object({
  partnerEmail: z
    .string({ error: 'profiles.couplePartner.errors.emailRequired' })
    .trim()
    .min(1, 'profiles.couplePartner.errors.emailRequired')
    .max(254, 'profiles.couplePartner.errors.emailInvalid')
    .pipe(z.email('profiles.couplePartner.errors.emailInvalid')),
});
const linkQuery = z.object({ q: z.string().max(200).optional() });
const linkForm = z.object({ q: z.string().max(200) });

/** An unknown, replaced or spent link: a friendly page that says what may have happened, not why. */
const showExpired = (req: Request, res: Response) =>
  res.status(404).render('profiles/couple-partner-expired', { title: req.ctx.t('profiles.couplePartner.expired.title') });

/**
 * The second person's confirmation: the owner's invitation (on /EditProfile/Convert), and the public page the
 * mailed link opens, which works for a visitor without JavaScript (visitor posts are checked by origin).
 */
export const couplePages = [
  definePage({
    method: 'post',
    path: '/EditProfile/Partner',
    access: 'user',
    notImpersonating: true,
    body: partnerInviteForm,
    form: convertForm,
    handler: async ({ body, viewer }, req, res) => {
      const { db, origin, site, locale } = req.ctx;
      await invitePartner(db, viewer.id, body.partnerEmail, { origin, siteName: site.name, locale });
      setFlash(req, { kind: 'success', key: 'profiles.couplePartner.sent', params: { email: body.partnerEmail } });
      res.redirect(303, '/EditProfile/Convert');
    },
  }),
  definePage({
    path: '/CouplePartner',
    access: 'public',
    query: linkQuery,
    handler: async ({ query }, req, res) => {
      const link = query.q ? await partnerLink(req.ctx.db, query.q) : null;
      if (!link) return showExpired(req, res);
      markPersonal(res);
      res.set('Referrer-Policy', 'no-referrer');
      res.render('profiles/couple-partner', { title: req.ctx.t('profiles.couplePartner.page.title'), link, q: query.q });
    },
  }),
  definePage({
    method: 'post',
    path: '/CouplePartner/Confirm',
    access: 'public',
    body: linkForm,
    handler: async ({ body }, req, res) => {
      if ((await confirmPartner(req.ctx.db, body.q)) === 'expired') return showExpired(req, res);
      res.redirect(303, `/CouplePartner?q=${encodeURIComponent(body.q)}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/CouplePartner/Leave',
    access: 'public',
    body: linkForm,
    handler: async ({ body }, req, res) => {
      if ((await partnerLeaves(req.ctx.db, body.q, { origin: req.ctx.origin, siteName: req.ctx.site.name })) === 'expired') return showExpired(req, res);
      res.redirect(303, '/CouplePartner/Left');
    },
  }),
  definePage({
    path: '/CouplePartner/Left',
    access: 'public',
    handler: (_input, req, res) => res.render('profiles/couple-partner-left', { title: req.ctx.t('profiles.couplePartner.left.title') }),
  }),
];

const ok = z.object({ success: z.literal(true) });

/** The JSON twins for the owner (EditProfile controller). */
export const coupleActions = {
  CouplePartnerStatus: defineAction({
    method: 'GET',
    summary: "Whether a couple profile's second person has confirmed (Waiting or Confirmed, with the address invited); null for a single profile",
    input: z.object({}),
    output: z.object({ state: z.enum(['Waiting', 'Confirmed']), email: z.string().nullable() }).nullable(),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, viewer }) => partnerStatusOf(db, viewer.id),
  }),
  InviteCouplePartner: defineAction({
    method: 'POST',
    summary: 'Mails the waiting second person a link to confirm (or leave); a new invitation replaces the last; a few a day (429)',
    input: partnerInviteForm,
    output: ok,
    access: 'user',
    policy: 'access',
    notImpersonating: true,
    handler: async ({ partnerEmail }, { db, viewer, origin, site, locale }) => {
      await invitePartner(db, viewer.id, partnerEmail, { origin, siteName: site.name, locale });
      return { success: true as const };
    },
  }),
};
