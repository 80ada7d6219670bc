/** Why a payment failed (spec §4), whichever provider reported it: the one list every provider maps to. */
export const paymentFailureReasons = ['InsufficientFunds', 'CardBlocked', 'DeclinedByBank', 'CardExpired', 'Unknown'] as const;
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];
