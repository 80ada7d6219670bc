import path from 'node:path';
import type { RequestHandler } from 'express';
import { isProfileActor } from '../../platform/auth/actor.ts';
import { memberMenuCounts, menuCountLines } from '../../platform/member-counts.ts';

/**
 * The top bar's bell and its panel are drawn with this page's figures (views/partials/notification-menu.ejs reads
 * `notificationBadge`, `notificationCounts` and the lines of the registered counts the member has, `menuCountLines`): the badge and the panel's counts come from the same moment, so
 * the panel never shows figures older than the badge or the list beside it. The counts are kept per member and
 * counted again only after something changed them (`memberMenuCounts`, platform/member-counts.ts); they are read only when a logged-on member
 * gets a whole page with the layout: never for /api calls, redirects, htmx fragments or the event stream, which
 * render nothing. Each page is rendered for its member and never kept.
 */
/** The bell shows "99+" from 100 on, so the count stops there: a member with 10,000 unread costs what one with 100 does. */
const badgeAtMost = 100;

export const notificationBadge: RequestHandler = (req, res, next) => {
  const actor = req.ctx.actor;
  if (!isProfileActor(actor)) return next();
  const render = res.render.bind(res) as (view: string, ...rest: unknown[]) => void;
  res.render = ((view: string, ...rest: unknown[]) => {
    const options = (typeof rest[0] === 'object' && rest[0]) || {};
    const withLayout = !path.basename(view).startsWith('_') && (options as { layout?: unknown }).layout !== false && !req.get('HX-Request');
    if (!withLayout) return render(view, ...rest);
    res.locals.menuCountLines = menuCountLines(actor);
    memberMenuCounts(req.ctx.db, actor, { atMost: badgeAtMost })
      .then((counts) => {
        res.locals.notificationBadge = counts.newNotificationsCount;
        res.locals.notificationCounts = counts;
      })
      // Without the figures the bell is drawn without them, and the menu's script asks for the counts.
      .catch(() => undefined)
      .finally(() => render(view, ...rest));
  }) as typeof res.render;
  next();
};
