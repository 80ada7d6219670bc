import path from 'node:path';
import type { RequestHandler } from 'express';
import { unreadCount } from './service.ts';

/**
 * The top bar's bell shows the unread count on first paint (views/partials/topbar.ejs reads
 * `notificationBadge`). It costs one count on the partial index `notifications_unread` (at most 100 rows), run only when a
 * logged-on member gets a whole page with the layout: never for /api calls, redirects, htmx fragments or the
 * event stream, which render nothing. The menu's other figures (mail, requests, visitors, favourites online)
 * come from CountsSummary when the member opens the menu, so they cost nothing per page.
 */
/** The bell shows "99+" from 100 on, so the count stops there: a member with 10,000 unread costs what one with 100 does. */
const badgeAtMost = 100;

export const notificationBadge: RequestHandler = (req, res, next) => {
  const viewer = req.ctx.viewer;
  if (!viewer) return next();
  const render = res.render.bind(res) as (view: string, ...rest: unknown[]) => void;
  res.render = ((view: string, ...rest: unknown[]) => {
    const options = (typeof rest[0] === 'object' && rest[0]) || {};
    const withLayout = !path.basename(view).startsWith('_') && (options as { layout?: unknown }).layout !== false && !req.get('HX-Request');
    if (!withLayout) return render(view, ...rest);
    unreadCount(req.ctx.db, viewer.id, req.ctx.site, badgeAtMost)
      .then((count) => {
        res.locals.notificationBadge = count;
      })
      // Without the figure the bell is drawn without it, and the menu's script asks for the counts.
      .catch(() => undefined)
      .finally(() => render(view, ...rest));
  }) as typeof res.render;
  next();
};
