import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';

/**
 * The realtime connection of spec §4: one event stream per browser (its tabs share it) for a logged-on
 * profile with accepted terms. Modules send through `sendRealtime` of src/platform/realtime; this module
 * only serves the stream. Event types: hello, message, request, typing, read, counts, resync.
 */
export const realtimeModule: AppModule = { name: 'realtime', pages };
