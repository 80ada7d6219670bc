import { testDb } from './context.ts';

/** A lodge inserted directly (the core's create is not under test here), owned by `ownerId`. */
export async function insertLodge(ownerId: number, opts: { dark?: boolean; name?: string } = {}): Promise<number> {
  const db = testDb();
  const category = await db('lodge_categories').orderBy('sort').first('id');
  const [row] = await db('lodges')
    .insert({ name: opts.name ?? 'Harbour walkers', description: 'We walk by the sea.', category_id: category.id, dark: opts.dark ?? false, created_by: ownerId })
    .returning('id');
  const lodgeId = Number(row.id);
  await joinLodge(lodgeId, ownerId, 'Owner');
  return lodgeId;
}

/** Gives a profile a standing in a lodge (and keeps member_count true). */
export async function joinLodge(lodgeId: number, profileId: number, role = 'Member'): Promise<void> {
  const db = testDb();
  await db('lodge_members').insert({ lodge_id: lodgeId, profile_id: profileId, role, joined_at: db.fn.now() }).onConflict(['lodge_id', 'profile_id']).merge({ role });
  await db('lodges')
    .where({ id: lodgeId })
    .update({ member_count: db('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', ['Member', 'Owner', 'CoOwner', 'Assistant']).count('*') });
}

/** A debate entry inserted directly (author, title, body), at `at` (its activity time too). */
export async function insertDebateEntry(lodgeId: number, authorId: number, opts: { title?: string; categoryId?: number | null; pinned?: boolean; at?: Date } = {}): Promise<number> {
  const at = opts.at ?? new Date();
  const [row] = await testDb()('lodge_debate_entries')
    .insert({
      lodge_id: lodgeId,
      author_id: authorId,
      category_id: opts.categoryId ?? null,
      title: opts.title ?? 'A question for the lodge',
      body_html: '<p>What do you think?</p>',
      body_text: 'What do you think?',
      pinned: opts.pinned ?? false,
      created_at: at,
      activity_at: at,
      updated_at: at,
    })
    .returning('id');
  return Number(row.id);
}
