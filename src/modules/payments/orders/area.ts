import type { PaymentsArea } from '../area.ts';
import { billwerkWebhook, vippsWebhook } from './webhooks.ts';

/** Orders, subscriptions and the providers' calls and webhooks. */
export const ordersArea: PaymentsArea = {
  webhooks: [billwerkWebhook, vippsWebhook],
};
