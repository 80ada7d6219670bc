import { definePage } from '../../platform/http/define.ts';
import { assetUrl } from '../../platform/render/assets.ts';
import { realtimeStream } from '../../platform/realtime/index.ts';
import { sessionStillValid } from '../accounts/index.ts';

export const pages = [
  /**
   * The member's event stream (text/event-stream); the guard keeps it to profiles with accepted terms. It ends
   * as soon as its session does (log out, log out everywhere, a new password, deletion, an impersonation's end).
   */
  definePage({
    path: '/Realtime',
    access: 'user',
    handler: ({ viewer }, req, res) => realtimeStream(req, res, viewer.id, assetUrl('site.js'), () => sessionStillValid(req, viewer.id)),
  }),
];
