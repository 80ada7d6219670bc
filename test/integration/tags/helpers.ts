import type { NewProfile } from '../../../src/modules/accounts/index.ts';
import { jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { testDb } from '../../support/context.ts';

/** A logged-on member (a paying one unless told) with `api` (JSON POST with the page's token) and `form`. */
export async function tagger(overrides: Partial<NewProfile> = {}) {
  const m = await memberWithApi({ member: true, ...overrides });
  await jobsSettled();
  return Object.assign(m, { form: (path: string, body: Record<string, unknown>) => m.postForm(path, body) });
}
export type Tagger = Awaited<ReturnType<typeof tagger>>;

/** The owner's tags as stored, by profile. */
export const storedTags = async (ownerId: number) =>
  (await testDb()('profile_tags').where({ owner_id: ownerId }).orderBy('id').select('profile_id', 'tag')).map((r: { profile_id: unknown; tag: string }) => [Number(r.profile_id), r.tag]);

export const tag = (m: Tagger, profileId: number, text: string) => m.api('/api/CurrentProfile/TagProfile', { profileId, tag: text });
