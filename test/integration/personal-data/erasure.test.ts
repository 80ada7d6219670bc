import { expect } from 'chai';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { mediaStorage } from '../../../src/platform/storage/index.ts';
import { testDb } from '../../support/context.ts';
import { deleteAccountNow, jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { cameraJpeg, upload } from '../../support/media.ts';
import { profileReferencesWithoutForeignKey } from './references.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;

/** Rows of each covered (not kept) column that still name the profile: `table.column` → count. */
async function rowsNaming(profileId: number, { withKept = false } = {}): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const holder of personalDataHolders()) {
    for (const [table, columns] of Object.entries(holder.covers)) {
      for (const column of columns) {
        if (!withKept && holder.keeps?.[table]?.includes(column)) continue;
        const only = profileReferencesWithoutForeignKey[`${table}.${column}`];
        const q = testDb()(table).where(column, profileId);
        if (only) q.whereRaw(only);
        const n = Number((await q.count('* as n').first())?.n ?? 0);
        if (n) found[`${table}.${column}`] = n;
      }
    }
  }
  return found;
}

/** What Anna does on the site (through the pages and calls where there are some), and what others do about her. */
async function annaActs(anna: Member, bo: Member) {
  const db = testDb();
  const [a, b] = [anna.profile.id, bo.profile.id];
  await anna.api('/api/Profiles/SaveNote', { profileId: b, text: 'Anna about Bo' }).expect(200);
  await bo.api('/api/Profiles/SaveNote', { profileId: a, text: 'Bo about Anna' }).expect(200);
  await anna.form(`/Mail/New/${b}`, { body: 'Anna writes to Bo' }).expect(303);
  await upload(anna, await anna.csrf('/Support'), await cameraJpeg(900, 600)).expect(200);
  const kink = await db('kinks').first('id');
  await db('profile_persons').insert({ profile_id: a, position: 0, birthday: '1990-01-01', gender: 'Female' });
  await db('profile_details').insert({ profile_id: a, presentation: 'Anna likes fjords' });
  await db('guestbook_entries').insert([{ profile_id: b, writer_id: a, text: 'Anna was here' }, { profile_id: a, writer_id: b, text: 'Bo was here' }]);
  await db('likes').insert([{ item_type: 'Profile', item_id: b, profile_id: a }, { item_type: 'Profile', item_id: a, profile_id: b }]);
  await db('profile_favourites').insert([{ profile_id: a, favourite_id: b }, { profile_id: b, favourite_id: a }]);
  await db('profile_visits').insert([{ profile_id: a, visitor_id: b }, { profile_id: b, visitor_id: a }]);
  await db('profile_tags').insert([{ owner_id: a, profile_id: b, tag: 'baker' }, { owner_id: b, profile_id: a, tag: 'hiker' }]);
  await db('profile_blocks').insert({ blocker_id: a, blocked_id: (await memberWithApi()).profile.id });
  await db('profile_kinks').insert({ profile_id: a, kink_id: kink.id });
  await db('saved_searches').insert({ profile_id: a, name: 'Near me', options: JSON.stringify({ distance: 10 }) });
  await db('notifications').insert([
    { profile_id: a, kind: 'visit', action: 'visited', actor_profile_id: b, subject_type: 'profile', subject_id: b, dedupe_key: 'v1' },
    { profile_id: b, kind: 'like', action: 'liked', actor_profile_id: a, subject_type: 'profile', subject_id: a, dedupe_key: 'l1' },
  ]);
  await db('profile_reports').insert([{ reporter_id: b, reported_id: a, reason: 'Spam' }, { reporter_id: a, reported_id: b, reason: 'Spam' }]);
  await db('profile_connections').insert({ requester_id: a, target_id: b, role: 'Friend' });
  await db('daily_actions').insert({ actor_id: a, action: 'like' });
  await db('start_page_settings').insert({ profile_id: a });
  await jobsSettled();
}


describe('account deletion erases what every module holds about the member', () => {
  afterEach(jobsSettled);

  it('leaves no covered row naming the member (but the kept ones), and the stored files go', async () => {
    const [anna, bo] = [await memberWithApi(), await memberWithApi()];
    await annaActs(anna, bo);
    // Bo answers: his own message stays in his copy of the conversation.
    await bo.form(`/Mail/New/${anna.profile.id}`, { body: 'Bo answers Anna' }).expect((res) => expect(res.status).to.be.oneOf([303, 302]));
    const before = await rowsNaming(anna.profile.id);
    expect(Object.keys(before).length, JSON.stringify(before)).to.be.at.least(30);
    const keys = (await testDb()('media').where({ profile_id: anna.profile.id }).select('variants')).flatMap((r: { variants: Record<string, string> | string }) =>
      Object.values(typeof r.variants === 'string' ? (JSON.parse(r.variants) as Record<string, string>) : r.variants),
    );
    expect(keys).to.have.length.above(0);

    await deleteAccountNow(anna);

    expect(await rowsNaming(anna.profile.id)).to.deep.equal({});
    for (const key of keys) expect(await mediaStorage().get(key), key).to.equal(null);
    // What stays: Bo's side of things, and the kept references (his report about her, the conversation row).
    expect(await testDb()('messages').where({ sender_id: bo.profile.id }).pluck('body')).to.deep.equal(['Bo answers Anna']);
    expect(await testDb()('profile_notes').where({ author_id: bo.profile.id }).count('* as n').first()).to.satisfy((r: { n: unknown }) => Number(r.n) === 0);
    expect(Number((await testDb()('profile_reports').where({ reporter_id: anna.profile.id }).count('* as n').first())?.n)).to.equal(1);
    expect((await testDb()('profiles').where({ id: anna.profile.id }).first()).email).to.equal(`deleted-${anna.profile.id}@invalid`);
  });
});
