import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { blockProfile } from '../../src/modules/profiles/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { jobsSettled, loggedOnAs, memberWithApi } from '../support/accounts.ts';

const dark = 'dark.localhost';
const path = '/api/TopMenu/CommunityNotifications';
/** The blogs' kinds (on both sites: test/integration/blogs/lists.test.ts tests them); these tests look at the dark site's own. */
const withoutBlogs = (body: { total: number; items: { kind: string; count: number }[] }) => ({ ...body, items: body.items.filter((i) => !i.kind.startsWith('blogs')) });

/** An approved dark member at the dark site, with `api` for its calls. */
const darkMember = (overrides: Partial<NewProfile> = {}) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, dark);
type Member = Awaited<ReturnType<typeof darkMember>>;

const write = (writer: Member, owner: Member, text: string) => writer.api('/api/Guestbook/AddEntry', { profileId: owner.profile.id, text }).expect(200);
const ask = (asker: Member, owner: Member) => asker.api('/api/DarkProfileConnection/CreateProfileConnection', { profileId: owner.profile.id, role: 'Friend' }).expect(200);

describe('the top menu\'s community notifications (/api/TopMenu/CommunityNotifications)', () => {
  afterEach(jobsSettled);

  it('asks a visitor to log on (401)', async () => {
    await request(testApp()).get(path).expect(401);
    await request(testApp()).get(path).set('Host', dark).expect(401);
  });

  it('counts on the dark site the guestbook entries of the last day and the relation requests waiting, from those the member may see', async () => {
    const me = await darkMember();
    const empty = withoutBlogs((await me.get(path).expect(200)).body);
    expect(empty).to.deep.equal({
      total: 0,
      items: [
        { kind: 'guestbookEntries', count: 0, link: `/Profile/${me.profile.id}/Guestbook`, text: 'New entries in your guestbook today: 0' },
        { kind: 'relationRequests', count: 0, link: '/EditProfile/Relations', text: 'Relation requests waiting for your answer: 0' },
      ],
    });

    const [anna, bo, cleo, dag] = [await darkMember(), await darkMember(), await darkMember(), await darkMember()];
    await write(anna, me, 'Lovely profile!');
    await write(bo, me, 'Hello there');
    await write(cleo, me, 'An old greeting');
    await testDb()('guestbook_entries').where({ writer_id: cleo.profile.id }).update({ created_at: new Date(Date.now() - 25 * 3600_000) });
    await ask(anna, me);
    await ask(dag, me);
    await ask(me, cleo);

    const counts = (await me.get(path).expect(200)).body;
    expect(counts.total).to.equal(4);
    expect(withoutBlogs(counts).items.map((i: { kind: string; count: number }) => [i.kind, i.count])).to.deep.equal([['guestbookEntries', 2], ['relationRequests', 2]]);

    // Blocked either way or no longer visible: not counted.
    await blockProfile(testDb(), me.profile.id, bo.profile.id);
    await blockProfile(testDb(), dag.profile.id, me.profile.id);
    expect(withoutBlogs((await me.get(path).expect(200)).body).items.map((i: { count: number }) => i.count)).to.deep.equal([1, 1]);
    await testDb()('profiles').where({ id: anna.profile.id }).update({ status: 4 });
    expect((await me.get(path).expect(200)).body.total).to.equal(0);

    // An accepted request is no longer waiting.
    const eve = await darkMember();
    await ask(eve, me);
    const connection = await testDb()('profile_connections').where({ requester_id: eve.profile.id }).first('id');
    expect((await me.get(path).expect(200)).body.total).to.equal(1);
    await me.api('/api/DarkProfileConnection/AcceptProfileConnection', { connectionId: Number(connection.id) }).expect(200);
    expect((await me.get(path).expect(200)).body.total).to.equal(0);
  });

  it('shows no dark-site counts on the regular site, in the member\'s language on the dark site, and refuses a member not approved there (403)', async () => {
    const me = await darkMember({ language: 'da-DK' });
    const anna = await darkMember();
    await write(anna, me, 'Hej med dig');
    expect(withoutBlogs((await me.get(path).expect(200)).body).items[0]).to.deep.include({ count: 1, text: 'Nye indlæg i din gæstebog i dag: 1' });

    const regular = await loggedOnAs(me.profile);
    expect(withoutBlogs((await regular.get(path).expect(200)).body)).to.deep.equal({ total: 0, items: [] });

    const applicant = await memberWithApi({ darkStatus: 1, member: true }, dark);
    await applicant.get(path).expect(403);
  });
});
