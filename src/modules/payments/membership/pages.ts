import type { Request } from 'express';
import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import type { MembershipRefusalPage } from '../../../platform/http/membership-refusal.ts';
import { formatDate } from '../../../platform/i18n/formats.ts';
import { stopSubscription } from '../orders/service/subscriptions.ts';
import { featureForPath } from './features.ts';
import { dialogData, offerData, pageData, type Scope } from './load.ts';
import { membershipQuery, stopSubscriptionForm } from './schemas.ts';

const scopeOf = (req: Request, profileId: number): Scope => ({ profileId, locale: req.ctx.locale, t: req.ctx.t });

/** /Membership, also the page a refused stop shows again (with its error). */
const membershipForm: FormView<'user', Record<string, never>, { u?: string }> = {
  view: 'payments/membership/membership',
  locals: async (req, { query, viewer }) => ({
    title: req.ctx.t('payments.membership.title'),
    ...(await pageData(req.ctx.db, scopeOf(req, viewer.id))),
    back: query.u ?? null,
  }),
};

/** An offer's id as typed in a link: anything short; one that names no offer is an "unknown offer" page, not a 404. */
const offerParams = z.object({ offerId: z.string().min(1).max(200) });

export const membershipPages = [
  definePage({
    path: '/Membership',
    access: 'user',
    exempt: ['dark'],
    query: membershipQuery,
    handler: (input, req, res) => showForm(req, res, membershipForm, input),
  }),
  definePage({
    path: '/Membership/Offer/:offerId',
    access: 'user',
    exempt: ['dark'],
    params: offerParams,
    handler: async ({ params, viewer }, req, res) => {
      const offer = await offerData(req.ctx.db, scopeOf(req, viewer.id), params.offerId);
      res.render('payments/membership/offer', { title: req.ctx.t('payments.membership.offer.title'), offer });
    },
  }),
  /** "Stop renewing": the paid period runs to its end, nothing renews (the lead's stopSubscription). */
  definePage({
    method: 'post',
    path: '/Membership/StopSubscription',
    access: 'user',
    exempt: ['dark'],
    notImpersonating: true,
    query: membershipQuery,
    body: stopSubscriptionForm,
    form: membershipForm,
    handler: async ({ body, actor }, req, res) => {
      const { paidUntil } = await stopSubscription(req.ctx.db, body.subscriptionId, actor);
      setFlash(req, paidUntil
        ? { kind: 'success', key: 'payments.membership.stopped', params: { date: formatDate(paidUntil, req.ctx.locale) } }
        : { kind: 'success', key: 'payments.membership.stoppedNoDate' });
      res.redirect(303, '/Membership');
    },
  }),
];

/**
 * The guard's members-only page (provided to the platform): a 403 that says the page is for members and shows the
 * offer inline (the packages, and the 24-hour membership for a feature that offers it), every buy button a plain form.
 */
export const membersOnlyPage: MembershipRefusalPage = async (req, res, refusedUrl) => {
  const viewer = req.ctx.viewer;
  if (!viewer) return res.redirect('/');
  const feature = featureForPath(refusedUrl);
  const dialog = await dialogData(req.ctx.db, scopeOf(req, viewer.id), feature?.key ?? null);
  res.status(403).render('payments/membership/members-only', {
    title: req.ctx.t('payments.membership.membersOnly.title'),
    dialog,
    moreUrl: `/Membership?u=${encodeURIComponent(refusedUrl)}`,
  });
};
