import type { Knex } from 'knex';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { registerPersonalData, type ExportedFile } from '../../platform/personal-data/index.ts';
import { mediaStorage } from '../../platform/storage/index.ts';
import * as repo from './repo.ts';

export const deleteFilesJob = 'tickets.deleteFiles';

/** The job that removes erased pictures' files once the erasure committed (keys another ticket picture uses stay). */
export async function deleteTicketFiles(payload: Record<string, unknown>, { db }: { db: Knex }): Promise<void> {
  const keys = (payload.keys as string[] | undefined) ?? [];
  const used = new Set<string>(
    (await db.raw(`select distinct v.value as key from ticket_pictures p, jsonb_each_text(p.variants) v where v.value = any(?)`, [keys])).rows.map((r: { key: string }) => r.key),
  );
  const unused = keys.filter((k) => !used.has(k));
  if (unused.length) await mediaStorage().delete(unused);
}

/**
 * A member's tickets: exported with their conversations (their own messages and support's answers to them) and
 * their pictures; erased by blanking the member's side (texts, address, subject, rating comment, pictures) while
 * support's messages stay (CONTEXT.md). A staff member's answers stay, no longer naming them.
 */
registerPersonalData({
  module: 'tickets',
  covers: { tickets: ['profile_id'], ticket_messages: ['staff_id'] },
  exporter: async (db, profileId) => {
    const tickets = await repo.ticketsOfProfile(db, profileId);
    const files: ExportedFile[] = [];
    const data = [];
    for (const t of tickets) {
      const messages = await repo.messagesOf(db, t.id);
      for (const m of messages) {
        if (m.author !== 'Owner') continue;
        for (const p of m.pictures) {
          const key = p.variants['w1600.jpg'] ?? Object.entries(p.variants).filter(([n]) => n.endsWith('.jpg') && n.startsWith('w')).at(-1)?.[1];
          if (key) files.push({ path: `tickets/${t.id}/${p.id}.jpg`, open: async () => (await mediaStorage().get(key))?.stream ?? Buffer.alloc(0) });
        }
      }
      data.push({
        id: t.id,
        category: t.category,
        subject: t.subject,
        status: t.status,
        createdAt: t.createdAt,
        rating: t.rating,
        ratingComment: t.ratingComment,
        messages: messages.map((m) => ({ author: m.author, text: m.text, createdAt: m.createdAt, pictures: m.pictures.map((p) => `tickets/${t.id}/${p.id}.jpg`) })),
      });
    }
    return { data: { tickets: data }, files };
  },
  eraser: async (trx, profileId) => {
    const ids = (await repo.ticketsOfProfile(trx, profileId)).map((t) => t.id);
    const keys = await repo.deletePictures(trx, await repo.ownerPictureIds(trx, ids));
    await repo.blankOwnerSide(trx, ids);
    await repo.staffMessagesBy(trx, profileId);
    if (keys.length) await enqueueJob(trx, deleteFilesJob, { keys });
  },
});
