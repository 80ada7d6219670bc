import type { PaymentsArea } from '../area.ts';

/** What the promotions part adds to payments (pages, calls, jobs, subscribers). */
export const promotionsArea: PaymentsArea = {};
