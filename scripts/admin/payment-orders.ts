import { InvalidArgumentError, type Command } from 'commander';
import { describeOrdersToReview, describeRefund, markBankTransferPaid } from '../../src/modules/payments/index.ts';
import { type WithDb } from './arguments.ts';

const wholeNumber = (value: string) => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number, at least 1');
  return Number(value);
};

const utc = (d: Date | null) => (d ? `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'no end');

/** Staff's order commands (issue 21): a bank transfer has arrived; (issue 30) orders that need review. */
export function addOrderCommands(program: Command, withDb: WithDb): void {
  program
    .command('payments:review')
    .description('list the orders whose provider took another amount or currency than the order says (nothing was granted for them)')
    .action(() => withDb((db) => describeOrdersToReview(db)));

  program
    .command('payments:refund')
    .description('refund a paid card or wallet order through its provider, all that is left or --amount of it; the buyer is mailed a credit note')
    .argument('<order>', 'the order id', wholeNumber)
    .option('--amount <minor>', 'minor units to refund (9900 is 99,00); everything not yet refunded when left out', wholeNumber)
    .option('--shorten', 'with a refund of everything left: take back the membership period the order gave (a renewing one stops renewing)')
    .option('--reason <text>', 'why, kept with the refund and sent to the provider')
    .action((order: number, o: { amount?: number; shorten?: boolean; reason?: string }) =>
      withDb((db) => describeRefund(db, order, { amountMinor: o.amount, shorten: o.shorten, reason: o.reason })),
    );

  program
    .command('payments:bank-transfer-paid')
    .description('a bank transfer has arrived: the order with that reference (NL000123) or id is paid and what it bought is granted')
    .argument('<order>', 'the order id or its bank transfer reference')
    .action((order: string) =>
      withDb(async (db) => {
        const id = Number(/^(?:NL)?0*(\d+)$/i.exec(order.trim())?.[1] ?? Number.NaN);
        if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Not an order id or bank transfer reference: ${order}`);
        const { order: paid, settled } = await markBankTransferPaid(db, id);
        return settled ? `Order ${paid.id} is paid; what it bought runs until ${utc(paid.grantedUntil)}.` : `Order ${paid.id} was already ${paid.state}; nothing changed.`;
      }),
    );
}
