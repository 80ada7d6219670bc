import type { PaymentsArea } from '../area.ts';

/** What the receipts part adds to payments (pages, calls, jobs, subscribers). */
export const receiptsArea: PaymentsArea = {};
