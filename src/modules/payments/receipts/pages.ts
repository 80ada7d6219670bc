import { definePage } from '../../../platform/http/define.ts';
import { giftParams, historyQuery, receiptQuery } from './schemas.ts';
import { creditNoteView, presentHistoryItem, receiptView } from './presenter.ts';
import { refundsOf } from '../orders/repo.ts';
import * as service from './service.ts';

const historyPageSize = 30;

export const pages = [
  /**
   * A receipt, for its buyer only (anyone else: a missing order's 404). `showReceipt=1`, where the return from
   * the provider leads, opens the receipt dialog once over the page; a reload shows the page alone.
   */
  definePage({
    path: '/Receipt',
    access: 'user',
    exempt: ['dark'],
    query: receiptQuery,
    handler: async ({ query, actor }, req, res) => {
      const { db, locale, t } = req.ctx;
      const { order, gift } = await service.receiptFor(db, actor, query.order);
      const dialog = query.showReceipt ? await service.takeReceiptDialog(db, actor, order) : false;
      const creditNotes = (await refundsOf(db, order.id)).map((r) => creditNoteView(order, r, locale));
      res.render('payments/receipts/receipt', { title: t('payments.receipts.receipt.title'), receipt: receiptView(order, gift, locale), creditNotes, dialog });
    },
  }),
  /** The member's purchases, newest first, 30 a page (by key: `before` an order id), each linking to its receipt. */
  definePage({
    path: '/Membership/History',
    access: 'user',
    query: historyQuery,
    handler: async ({ query, actor }, req, res) => {
      const { db, locale, t } = req.ctx;
      const page = await service.purchaseHistory(db, actor, query.before, historyPageSize);
      res.render('payments/receipts/history', {
        title: t('payments.receipts.history.title'),
        items: page.orders.map((o) => ({ ...presentHistoryItem(o, locale), state: receiptView(o, null, locale).stateText })),
        next: page.next === null ? null : `/Membership/History?before=${page.next}`,
        first: query.before === undefined,
      });
    },
  }),
  /** Give a profile a membership: a one-off package, "stay anonymous", paid through the plain Pay form. */
  definePage({
    path: '/Membership/Gift/:profileId',
    access: 'user',
    params: giftParams,
    handler: async ({ params, actor }, req, res) => {
      const { db, t } = req.ctx;
      const { recipient, packages } = await service.giftMembershipData(db, actor, params.profileId);
      res.render('payments/receipts/gift', { title: t('payments.receipts.gift.title', { name: recipient.name }), recipient, packages });
    },
  }),
  /** The memberships the member was given (the giver unless anonymous); looking marks them seen. */
  definePage({
    path: '/Membership/Gifts',
    access: 'user',
    handler: async ({ actor }, req, res) => {
      const { db, locale, t } = req.ctx;
      const gifts = await service.receivedGifts(db, actor, locale, { unseenOnly: false });
      res.render('payments/receipts/gifts', { title: t('payments.receipts.gifts.title'), gifts: gifts.map((g) => ({ ...g, receivedAt: new Date(g.receivedAt), grantedUntil: g.grantedUntil && new Date(g.grantedUntil) })) });
    },
  }),
];
