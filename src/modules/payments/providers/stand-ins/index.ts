/**
 * The local stand-ins for the payment providers (development, CI and `npm start` without provider variables):
 * servers speaking the Billwerk+ Payments and Vipps MobilePay Recurring protocols, with the controls the tests steer
 * them by. Never imported statically by the app: `load.ts` imports this folder only when the configuration says a
 * stand-in is wanted, which it never says in production.
 */
export { startBillwerkStandIn, type BillwerkStandIn, type StandInControl as BillwerkStandInControl, type DeliveryMode as BillwerkDeliveryMode, type DeliveryAttempt as BillwerkDeliveryAttempt } from './billwerk.ts';
export { startVippsStandIn, signVippsWebhook, type VippsStandIn, type VippsStandInControl, type VippsStandInOptions, type VippsDeliveryMode, type VippsSentWebhook } from './vipps.ts';
