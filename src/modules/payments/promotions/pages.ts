import type { Request } from 'express';
import { z } from 'zod';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { ProductId } from '../catalogue/repo.ts';
import * as service from './service.ts';
import { promotionView, whenText } from './presenter.ts';
import { buyQuery } from './schemas.ts';

const offersFor = async (req: Request, actor: ProfileActor) => {
  const [offers, birthday] = await Promise.all([service.promotionOffers(req.ctx.db, actor), service.birthdayOffer(req.ctx.db, actor.profileId)]);
  return { offers: offers.map((o) => promotionView(o, req.ctx.locale)), birthday };
};

/** /Promote/QuickScor and /Promote/Search: what it does, until when one runs, and the buy form (1–4 weeks) to Payment/Pay. */
const buyPage = (path: string, productId: typeof ProductId.QuickScorAd | typeof ProductId.SearchPromotion, key: 'quickScor' | 'search') =>
  definePage({
    path,
    access: 'user',
    query: buyQuery,
    handler: async ({ query, actor }, req, res) => {
      const [offer, birthday] = await Promise.all([service.promotionOffer(req.ctx.db, actor, productId), service.birthdayOffer(req.ctx.db, actor.profileId)]);
      res.render('payments/promotions/buy', { title: req.ctx.t(`payments.promotions.${key}.title`), key, offer: promotionView(offer, req.ctx.locale), weeks: query.weeks, birthday });
    },
  });

/** A birthday answer from the offer card's plain forms: the service, a notice, back to /Promote. */
const birthdayAnswer = (path: string, answer: service.BirthdayPromotion | 'rejected') =>
  definePage({
    method: 'post',
    path,
    access: 'user',
    notImpersonating: true,
    body: z.object({}),
    handler: async ({ actor }, req, res) => {
      if (answer === 'rejected') {
        await service.rejectBirthday(req.ctx.db, actor);
        setFlash(req, { kind: 'info', key: 'payments.promotions.birthday.rejected' });
        res.redirect(303, '/Promote');
        return;
      }
      const { promotedUntil } = await service.createBirthdayPromotion(req.ctx.db, actor, answer);
      setFlash(req, { kind: 'success', key: `payments.promotions.birthday.taken.${answer}`, params: { until: whenText(promotedUntil, req.ctx.locale) } });
      res.redirect(303, '/Promote');
    },
  });

export const pages = [
  /** What each promotion does, its price and length in the member's currency, and whether one runs now and until when. */
  definePage({
    path: '/Promote',
    access: 'user',
    handler: async ({ actor }, req, res) => {
      res.render('payments/promotions/promote', { title: req.ctx.t('payments.promotions.title'), ...(await offersFor(req, actor)) });
    },
  }),
  buyPage('/Promote/QuickScor', ProductId.QuickScorAd, 'quickScor'),
  buyPage('/Promote/Search', ProductId.SearchPromotion, 'search'),
  /** The birthday offer: two free promotions today, or "no thanks" (the start page's hint links here). */
  definePage({
    path: '/Promote/Birthday',
    access: 'user',
    handler: async ({ actor }, req, res) => {
      res.render('payments/promotions/birthday', { title: req.ctx.t('payments.promotions.birthday.title'), ...(await offersFor(req, actor)) });
    },
  }),
  birthdayAnswer('/Promote/Birthday/QuickScor', 'quickScorAd'),
  birthdayAnswer('/Promote/Birthday/Search', 'searchPromotion'),
  birthdayAnswer('/Promote/Birthday/Reject', 'rejected'),
];
