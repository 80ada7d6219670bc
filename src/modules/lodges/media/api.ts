import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { loadVisibleLodge } from '../core/index.ts';
import * as schemas from './schemas.ts';
import * as service from './service.ts';

const success = z.object({ success: z.literal(true) });
const ok = { success: true as const };
const album = z.object({ id: z.number(), name: z.string(), count: z.number() });
const item = z.object({
  mediaId: z.number(),
  albumId: z.number(),
  albumName: z.string(),
  createdAt: z.string(),
  kind: z.enum(['picture', 'video']),
  status: z.string(),
  src: z.string().nullable(),
  poster: z.string().nullable(),
  canDelete: z.boolean(),
});
const presentItem = (i: service.ShownItem) => ({
  mediaId: i.mediaId,
  albumId: i.albumId,
  albumName: i.albumName,
  createdAt: i.createdAt.toISOString(),
  kind: i.media.kind,
  status: i.media.status,
  src: i.media.picture?.src ?? i.media.video?.src ?? null,
  poster: i.media.video?.poster ?? null,
  canDelete: i.canDelete,
});

/** /api/Lodges: the media calls of spec §7 (albums, approval), each deciding by the lodges.* rules. */
export const actions = {
  SaveLodgeAlbum: defineAction({
    method: 'POST',
    summary: 'Makes an album in a lodge (its assistants, admins and staff): name 1–80',
    input: schemas.saveAlbumInput,
    output: z.object({ albumId: z.number() }),
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ lodgeId, name }, { db, actor }) => ({ albumId: await service.createAlbum(db, actor, lodgeId, name) }),
  }),
  UpdateLodgeMediaAlbum: defineAction({
    method: 'POST',
    summary: 'Renames a lodge album (its moderators)',
    input: schemas.updateAlbumInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ albumId, name }, { db, actor }) => (await service.renameAlbum(db, actor, albumId, name), ok),
  }),
  DeleteLodgeMediaAlbum: defineAction({
    method: 'POST',
    summary: 'Deletes a lodge album with its items (its moderators)',
    input: schemas.albumIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ albumId }, { db, actor }) => (await service.deleteAlbum(db, actor, albumId), ok),
  }),
  MoveLodgeAlbumMedia: defineAction({
    method: 'POST',
    summary: 'Moves an item to another album of the same lodge (its moderators; another lodge’s album: 400 albumId)',
    input: schemas.moveInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ mediaId, albumId }, { db, actor }) => (await service.moveItem(db, actor, mediaId, albumId), ok),
  }),
  DeleteLodgeMedia: defineAction({
    method: 'POST',
    summary: 'Deletes a lodge media item (its uploader while a member, or a moderator)',
    input: schemas.mediaIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.deleteMedia',
    handler: async ({ mediaId }, { db, actor }) => (await service.deleteItem(db, actor, mediaId), ok),
  }),
  AcceptLodgeMediaItem: defineAction({
    method: 'POST',
    summary: 'Approves an item waiting for approval: the lodge’s members see it from now on (its moderators)',
    input: schemas.mediaIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ mediaId }, { db, actor }) => (await service.acceptItem(db, actor, mediaId), ok),
  }),
  RejectLodgeMediaItem: defineAction({
    method: 'POST',
    summary: 'Refuses an item waiting for approval: it is deleted with its files (its moderators)',
    input: schemas.mediaIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ mediaId }, { db, actor }) => (await service.rejectItem(db, actor, mediaId), ok),
  }),
  GetLodgeMediaAlbums: defineAction({
    method: 'GET',
    summary: 'A lodge’s albums with their approved items’ counts (members and moderators; waiting: moderators only, else null)',
    input: schemas.lodgeIdQuery,
    output: z.object({ albums: z.array(album), waiting: z.number().nullable() }),
    access: 'user',
    feature: 'lodges',
    policy: 'lodges.seeMedia',
    handler: async ({ lodgeId }, { db, actor }) => {
      const { albums, waiting } = await service.albumsOf(db, actor, await service.loadMediaLodge(db, actor, lodgeId));
      return { albums, waiting };
    },
  }),
  GetLodgeAlbumMedia: defineAction({
    method: 'GET',
    summary: 'A page of an album’s approved items, newest first (before: the previous page’s next key)',
    input: schemas.albumMediaInput,
    output: z.object({ album: z.object({ id: z.number(), name: z.string() }), items: z.array(item), next: z.number().nullable() }),
    access: 'user',
    feature: 'lodges',
    policy: 'lodges.seeMedia',
    handler: async ({ albumId, before }, { db, actor }) => {
      const lodgeId = await service.lodgeOfAlbum(db, albumId);
      const opened = await service.openAlbum(db, actor, await service.loadMediaLodge(db, actor, lodgeId), albumId, before ?? null);
      return { album: { id: opened.album.id, name: opened.album.name }, items: opened.items.map(presentItem), next: opened.next };
    },
  }),
  GetLodgeMediaValidationItems: defineAction({
    method: 'GET',
    summary: 'The items waiting for approval in a lodge, oldest first (its moderators)',
    input: schemas.lodgeIdQuery,
    output: z.object({ items: z.array(item) }),
    access: 'user',
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ lodgeId }, { db, actor }) => ({ items: (await service.waitingOf(db, actor, await loadVisibleLodge(db, actor, lodgeId))).map(presentItem) }),
  }),
  GetLodgeMediaValidationCount: defineAction({
    method: 'GET',
    summary: 'How many items wait for approval in a lodge (its moderators)',
    input: schemas.lodgeIdQuery,
    output: z.object({ count: z.number() }),
    access: 'user',
    feature: 'lodges',
    policy: 'lodges.moderate',
    handler: async ({ lodgeId }, { db, actor }) => ({ count: await service.waitingCountOf(db, actor, lodgeId) }),
  }),
};
