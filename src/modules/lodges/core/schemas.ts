import { z } from 'zod';
import { pageKey } from '../../../platform/db/keyset.ts';

/** Spec §3 lodge: a name of 2–80 characters, a description of at most 4,000, at most 10 tags of 1–30. */
export const nameMax = 80;
export const descriptionMax = 4000;
export const tagsMax = 10;
export const pageSize = 30;

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const name = z.string({ error: 'lodges.errors.nameLength' }).trim().min(2, 'lodges.errors.nameLength').max(nameMax, 'lodges.errors.nameLength');
const description = z.string().trim().max(descriptionMax, 'lodges.errors.descriptionLength');
const tag = z.string().trim().toLowerCase().min(1, 'lodges.errors.tagLength').max(30, 'lodges.errors.tagLength');
const tagList = z
  .array(tag)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(tagsMax, 'lodges.errors.tagsMax'));
const tagField = z
  .string()
  .max(1000, 'lodges.errors.tagsMax')
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
  .pipe(tagList);
export const accessValue = z.enum(['AccessForAll', 'NewMembersApproved'], { error: 'lodges.errors.access' });
export const memberVisibilityValue = z.enum(['All', 'Members', 'AdminsOnly'], { error: 'lodges.errors.memberVisibility' });
const postalCode = z.string().trim().max(12).regex(/^[0-9A-Za-z -]*$/, 'lodges.errors.postalCode');

/** A lodge as its form and the call give it (CreateLodge, UpdateLodge). */
export const lodgeDraft = z.object({
  name,
  description: description.default(''),
  categoryId: id,
  tags: tagList.default([]),
  access: accessValue.default('AccessForAll'),
  memberVisibility: memberVisibilityValue.default('All'),
  postalCode: postalCode.optional(),
});
export type LodgeDraft = z.infer<typeof lodgeDraft>;
/** The same from the plain form: tags in one comma-separated field. */
export const lodgeForm = lodgeDraft.extend({ tags: tagField.default([]), description: description.default('') });

export const lodgeIdInput = z.object({ lodgeId: id });
export const memberInput = z.object({ lodgeId: id, profileId: id });
export const optionalMemberInput = z.object({ lodgeId: id, profileId: id.optional() });
export const noteInput = z.object({ lodgeId: id, profileId: id, text: z.string().trim().min(1, 'lodges.errors.noteLength').max(2000, 'lodges.errors.noteLength') });
export const noteIdInput = z.object({ lodgeId: id, noteId: id });
export const requestInput = z.object({ lodgeId: id, message: z.string().trim().max(1000, 'lodges.errors.messageLength').default('') });

/** Spec §3 lodge member sort; the search's sort (1 newest, 2 name, 3 most members — the default, spec §9 — 4 latest activity). */
export const memberSorts = ['LastJoined', 'Alphabetically', 'Rank'] as const;
export const searchSorts = [1, 2, 3, 4] as const;
export const searchSort = z.coerce.number().int().refine((n) => (searchSorts as readonly number[]).includes(n), 'lodges.errors.sort').default(3);

const paging = { skip: z.coerce.number().int().min(0).max(100_000).optional(), take: z.coerce.number().int().min(1).max(100).default(pageSize) };
export const searchInput = z.object({
  text: z.string().trim().max(200).default(''),
  categoryId: id.optional(),
  /** The dark site's search by kink names (the lodge's tags). */
  kinks: z.array(z.string().trim().toLowerCase().min(1).max(60)).max(20).default([]),
  sort: searchSort,
  ...paging,
});
export const listInput = z.object({ ...paging });
export const profileLodgesInput = z.object({ profileId: id, sortMode: z.coerce.number().int().min(1).max(2).default(1), ...paging });
export const membersInput = z.object({ lodgeId: id, sort: z.enum(memberSorts).default('LastJoined'), name: z.string().trim().max(60).default(''), ...paging });
export const activityInput = z.object({ lodgeId: id, profileId: id.optional(), ...paging });

/** The pages' query: a key of the next or previous page. */
export const pageQuery = z.object({ after: pageKey.optional(), before: pageKey.optional() });
export const notificationSettingsInput = z.object({ lodgeId: id.optional(), debates: z.boolean(), meetups: z.boolean(), media: z.boolean() });
