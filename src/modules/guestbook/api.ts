import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { presentEntry } from './presenter.ts';
import { addEntryInput, deleteEntryInput, entriesInput } from './schemas.ts';

const entry = z.object({
  id: z.number(),
  profileId: z.number(),
  writer: z.object({ id: z.number(), name: z.string() }),
  text: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});

/** /api/Guestbook: the dark site's guestbook calls; on the regular site each answers 404. */
export const actions = {
  GetEntries: defineAction({
    method: 'GET',
    summary: "A profile's guestbook entries, newest first, without writers blocked either way or not visible",
    input: entriesInput,
    output: z.object({ entries: z.array(entry), hasMore: z.boolean() }),
    access: 'user',
    site: 'dark',
    policy: 'guestbook.read',
    handler: async ({ profileId, skip, take }, { db, actor }) => {
      const page = await service.listEntries(db, profileId, actor, skip, take);
      return { entries: page.items.map(presentEntry), hasMore: page.hasMore };
    },
  }),
  AddEntry: defineAction({
    method: 'POST',
    summary: "Writes an entry (1–2,000 characters) on another member's guestbook",
    input: addEntryInput,
    output: z.object({ entryId: z.number() }),
    access: 'user',
    site: 'dark',
    notImpersonating: true,
    policy: 'guestbook.write',
    handler: async ({ profileId, text }, { db, actor, locale }) => {
      return { entryId: (await service.writeEntry(db, profileId, actor, text, locale)).id };
    },
  }),
  DeleteEntry: defineAction({
    method: 'POST',
    summary: "Deletes a guestbook entry: the guestbook's owner any entry, a writer their own",
    input: deleteEntryInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    site: 'dark',
    notImpersonating: true,
    policy: 'guestbook.delete',
    handler: async ({ entryId }, { db, actor }) => {
      await service.deleteEntry(db, entryId, actor);
      return { success: true as const };
    },
  }),
};
