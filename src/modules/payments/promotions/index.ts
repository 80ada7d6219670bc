import type { PaymentsArea } from '../area.ts';
import { currentProfileActions, paymentActions } from './api.ts';
import { pages } from './pages.ts';
import './start-hint.ts';
import './highlights.ts';
import './personal-data.ts';

/** Paid promotions and the birthday offer: /Promote pages, the Payment GETs and the CurrentProfile birthday calls. */
export const promotionsArea: PaymentsArea = {
  pages,
  api: [
    { controller: 'Payment', actions: paymentActions },
    { controller: 'CurrentProfile', actions: currentProfileActions },
  ],
};
