import type { AppModule } from './platform/http/define.ts';
import { registerSubscribers } from './platform/events/index.ts';
import { registerIsland } from './platform/render/island.ts';
import { serverWidgets } from '../widgets/server.ts';
import { sitesModule } from './modules/sites/index.ts';
import { accountsModule } from './modules/accounts/index.ts';
import { startModule } from './modules/start/index.ts';
import { profilesModule } from './modules/profiles/index.ts';
import { connectionsModule } from './modules/connections/index.ts';
import { listsModule } from './modules/lists/index.ts';
import { commonModule } from './modules/common/index.ts';
import { supportModule } from './modules/support/index.ts';
import { ticketsModule } from './modules/tickets/index.ts';
import { searchModule } from './modules/search/index.ts';
import { seoModule } from './modules/seo/index.ts';
import { presenceModule } from './modules/presence/index.ts';
import { darkModule } from './modules/dark/index.ts';
import { kinksModule } from './modules/kinks/index.ts';
import { reportsModule } from './modules/reports/index.ts';
import { guestbookModule } from './modules/guestbook/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { mailModule } from './modules/mail/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { realtimeModule } from './modules/realtime/index.ts';
import { pushModule } from './modules/push/index.ts';
import { tagsModule } from './modules/tags/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { quickscorModule } from './modules/quickscor/index.ts';
import { commentsModule } from './modules/comments/index.ts';
import { blogsModule } from './modules/blogs/index.ts';
import { lodgesModule } from './modules/lodges/index.ts';
import { signupsModule } from './modules/signups/index.ts';
import { contestModule } from './modules/contest/index.ts';
import { eventsModule } from './modules/events/index.ts';

/**
 * Every module of the app, in one list: importing it loads each module's index.ts, which fills the registries
 * (policies, notification kinds, start sections, comment subjects, personal data …). Order matters only for the
 * web's catch-all: seo's landing pages come last.
 */
export const modules: AppModule[] = [sitesModule, accountsModule, guestbookModule, blogsModule, lodgesModule, signupsModule, contestModule, eventsModule, connectionsModule, mediaModule, profilesModule, listsModule, startModule, commonModule, supportModule, ticketsModule, darkModule, reportsModule, kinksModule, notificationsModule, mailModule, realtimeModule, pushModule, searchModule, presenceModule, tagsModule, paymentsModule, quickscorModule, commentsModule, seoModule];

// The React islands views may render (`island(name, props)`): the platform renders them by name without importing widgets/.
for (const [name, component] of Object.entries(serverWidgets)) registerIsland(name, component);

let wired = false;

/**
 * Wires the modules into the platform once per process: their event subscribers (so `publish` knows whom to
 * enqueue a job for) besides the registries their index.ts files filled on import. Every process that runs
 * module code calls it before the first command or request: the web (server.ts, createApp), the job worker
 * (worker.ts, jobHandlers) and the admin CLI (runAdmin). A process that skips it cannot publish an event
 * (`accounts.banSet`: staff:ban failed so, issue 30 §3). Returns the module list.
 */
export function wireModules(): AppModule[] {
  if (!wired) {
    registerSubscribers(modules);
    wired = true;
  }
  return modules;
}
