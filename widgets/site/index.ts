import { initConsent } from './consent.ts';
import { initPasskeyLogon } from './passkey-logon.ts';
import { initCopyButtons } from './copy-button.ts';
import { startKeepAlive } from './keep-alive.ts';
import { guardMedia } from './media-guard.ts';
import { startRealtime } from './realtime.ts';
import { startHeartbeat } from './heartbeat.ts';
import { forgetPushOnLogOff, initPushPrompt } from './push-prompt.ts';
import { initNotificationMenu } from './notification-menu.ts';
import { initQuickScor } from './quickscor.ts';
import { initBreakingNews } from './breaking-news.ts';

/**
 * The script every page loads: plain DOM, no React, a few kilobytes. Each part finds its own markup and
 * does nothing on pages without it; the pages work without any of it.
 */
initConsent();
initPasskeyLogon();
initCopyButtons();
startKeepAlive();
guardMedia();
startRealtime();
startHeartbeat();
initPushPrompt();
forgetPushOnLogOff();
initNotificationMenu();
initQuickScor();
initBreakingNews();
document.documentElement.dataset.siteScript = 'ready';
