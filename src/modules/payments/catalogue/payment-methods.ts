import { ProductId, type Product } from './repo.ts';

/** How a member may pay (the `paymentProcessor` of Pay). */
export const paymentMethods = ['Billwerk', 'VippsMobilePayRecurring', 'BankTransfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The wallet (MobilePay/Vipps recurring agreements) charges in these currencies only. */
const walletCurrencies: readonly string[] = ['NOK', 'DKK', 'EUR', 'SEK'];

/** Products that are for today (the 24-hour membership, birthday wishes): a transfer that takes days would be too late. */
const forToday: readonly number[] = [ProductId.OneDayMembership, ProductId.BirthdayWishes];

/**
 * The one rule of which way of paying fits a product, for the pages that offer the choice and for Pay that checks it:
 * card always; the wallet only for a renewing package in a wallet currency (its agreements are recurring); a bank
 * transfer only for a one-off product that is not for today.
 */
export function paymentMethodsFor(product: Product, currency: string): PaymentMethod[] {
  const methods: PaymentMethod[] = ['Billwerk'];
  if (product.renewing && walletCurrencies.includes(currency)) methods.push('VippsMobilePayRecurring');
  if (!product.renewing && !forToday.includes(product.productId)) methods.push('BankTransfer');
  return methods;
}

/** Whether the wallet could take this currency at all (to tell a member why it cannot pay a package that way). */
export const walletTakes = (currency: string): boolean => walletCurrencies.includes(currency);
