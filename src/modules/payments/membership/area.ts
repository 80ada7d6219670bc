import type { PaymentsArea } from '../area.ts';

/** What the membership part adds to payments (pages, calls, jobs, subscribers). */
export const membershipArea: PaymentsArea = {};
