import { definePage } from '../../platform/http/define.ts';
import { assetUrl } from '../../platform/render/assets.ts';
import { realtimeStream } from '../../platform/realtime/index.ts';

export const pages = [
  /** The member's event stream (text/event-stream); the guard keeps it to profiles with accepted terms. */
  definePage({
    path: '/Realtime',
    access: 'user',
    handler: ({ viewer }, req, res) => realtimeStream(req, res, viewer.id, assetUrl('site.js')),
  }),
];
