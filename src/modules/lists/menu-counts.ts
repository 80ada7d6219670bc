import { registerMenuCount } from '../../platform/member-counts.ts';
import { newVisitsCount, onlineFavourites } from './service.ts';

// Visits since the member last looked at /Visitors.
registerMenuCount('newVisitsCount', { label: 'notifications.menu.visitors', link: '/Visitors', order: 40, count: (db, actor) => newVisitsCount(db, actor) });
// The favourites online now: the panel shows them under their own heading, and no write announces them (presence), so
// they are counted at each ask.
registerMenuCount('onlineFavoritesCount', {
  label: 'notifications.menu.onlineFavourites',
  link: '/Favorites',
  order: 50,
  count: async (db, actor) => (await onlineFavourites(db, actor)).length,
  listed: false,
  kept: false,
});
