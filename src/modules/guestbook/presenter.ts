import type { Entry } from './service.ts';

/** An entry on the wire (JSON) and in the view. */
export const presentEntry = (e: Entry) => ({
  id: e.id,
  profileId: e.profileId,
  writer: { id: e.writer.id, name: e.writer.name },
  text: e.text,
  createdAt: e.createdAt.toISOString(),
  canDelete: e.canDelete,
});
