import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';

/**
 * Guestbooks on the dark site: other members write entries on a profile. Publishes `guestbook.entryWritten`
 * ({ profileId, entryId, writerId }) for the notifications to come. Mounted before profiles, whose generic
 * /Profile/:id/:tab would otherwise answer /Profile/:id/Guestbook.
 */
export const guestbookModule: AppModule = {
  name: 'guestbook',
  pages,
  api: [{ controller: 'Guestbook', actions }],
};
