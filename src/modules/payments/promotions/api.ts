import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { ProductId } from '../catalogue/repo.ts';
import * as service from './service.ts';
import { presentBirthdayOffer, presentPromotion } from './presenter.ts';
import { birthdayPromotionOutput, birthdayWishesOutput, promotionPageOutput, rejectBirthdayOutput } from './schemas.ts';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import type { Knex } from 'knex';

const pageData = async (db: Knex, actor: ProfileActor, productId: service.PromotionProductId) => {
  const [offer, birthday] = await Promise.all([service.promotionOffer(db, actor, productId), service.birthdayOffer(db, actor.profileId)]);
  return { ...presentPromotion(offer), birthdayOffer: presentBirthdayOffer(birthday) };
};

/** The promotion pages' data on the Payment controller (spec §7). Buying goes through Payment/Pay (orders). */
export const paymentActions = {
  QuickScorPageData: defineAction({
    method: 'GET',
    summary: 'The QuickScor ad (product 3): price per week in the member\'s currency, 1–4 weeks, until when one runs, and the birthday offer',
    input: z.object({}),
    output: promotionPageOutput,
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor }) => pageData(db, actor, ProductId.QuickScorAd),
  }),
  SearchPromotionPageData: defineAction({
    method: 'GET',
    summary: 'The search promotion (product 6): price per week in the member\'s currency, 1–4 weeks, until when one runs, and the birthday offer',
    input: z.object({}),
    output: promotionPageOutput,
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor }) => pageData(db, actor, ProductId.SearchPromotion),
  }),
  BirthdayWishesData: defineAction({
    method: 'GET',
    summary: 'Birthday wishes (product 26, a day first among the birthdays): its price, whether it runs, whether today is the member\'s birthday and this year\'s answer to the birthday offer',
    input: z.object({}),
    output: birthdayWishesOutput,
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor }) => pageData(db, actor, ProductId.BirthdayWishes),
  }),
};

/** The birthday offer's answers on the CurrentProfile controller (spec §7). */
export const currentProfileActions = {
  CreateBirthdayQuickScorAd: defineAction({
    method: 'POST',
    summary: 'On the member\'s birthday, once a year: a free week of QuickScor ad (a Free order, shown in the purchase history)',
    input: z.object({}),
    output: birthdayPromotionOutput,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      const { orderId, promotedUntil } = await service.createBirthdayPromotion(db, actor, 'quickScorAd');
      return { orderId, promotedUntil: promotedUntil.toISOString() };
    },
  }),
  CreateBirthdaySearchPromotion: defineAction({
    method: 'POST',
    summary: 'On the member\'s birthday, once a year: a free week of search promotion (a Free order, shown in the purchase history)',
    input: z.object({}),
    output: birthdayPromotionOutput,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      const { orderId, promotedUntil } = await service.createBirthdayPromotion(db, actor, 'searchPromotion');
      return { orderId, promotedUntil: promotedUntil.toISOString() };
    },
  }),
  RejectBirthday: defineAction({
    method: 'POST',
    summary: 'On the member\'s birthday: "no thanks" to this year\'s free promotions; the offer goes',
    input: z.object({}),
    output: rejectBirthdayOutput,
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async (_input, { db, actor }) => {
      await service.rejectBirthday(db, actor);
      return { answer: 'rejected' as const };
    },
  }),
};
