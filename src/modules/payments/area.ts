import type { ModuleArea } from '../../platform/http/areas.ts';

/** One part of payments (orders, membership pages, promotions, receipts and gifts); index.ts joins them. */
export type PaymentsArea = ModuleArea;
export { joinAreas } from '../../platform/http/areas.ts';
