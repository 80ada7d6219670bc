import { expect } from 'chai';
import { blockProfile } from '../../../src/modules/profiles/index.ts';
import { memberWithApi } from '../../support/accounts.ts';
import { testDb } from '../../support/context.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;
const member = () => memberWithApi({ member: true });
async function published(m: Member, fields: Record<string, unknown> = {}) {
  const body = { title: 'Midsummer by the lake', body: '<p>Light all night.</p>', tags: [], ...fields };
  return (await m.api('/api/Blogs/UpdateBlogEntry', body).expect(200)).body as { id: number; path: string };
}
const comment = (m: Member, entryId: number, text: string, parentId: number | null = null) =>
  m.api('/api/Blogs/AddBlogComment', { blogEntryId: entryId, text, parentId });
const blogCount = async (m: Member) => (await m.get('/api/Notifications/BlogsNotificationCount').expect(200)).body.blogsNotificationCount as number;

/** The privacy rules a review of issue 22 found missing: blocked members in counts, co-authors, replies, own likes. */
describe('blogs: blocked members and authors stay out of what a member is shown', () => {
  it('never counts a blocked member\'s comment on a followed entry in the menu\'s blog count', async () => {
    const [reader, writer, stranger] = [await member(), await member(), await member()];
    const entry = await published(writer);
    await reader.api('/api/Blogs/FollowBlogEntry', { blogEntryId: entry.id }).expect(200);
    await comment(stranger, entry.id, 'Beautiful').expect(200);
    expect(await blogCount(reader)).to.equal(1);
    await blockProfile(testDb(), reader.profile.id, stranger.profile.id);
    expect(await blogCount(reader), 'the blocked member\'s comment is not counted').to.equal(0);
    await comment(writer, entry.id, 'Thank you').expect(200);
    expect(await blogCount(reader)).to.equal(1);
  });

  it('names a co-author only to readers who may see them, on the page and in the calls and lists', async () => {
    const [owner, coAuthor, reader] = [await member(), await member(), await member()];
    const entry = await published(owner, { coAuthorIds: [coAuthor.profile.id] });
    await coAuthor.api('/api/Blogs/ConfirmBlogEntryAuthor', { blogEntryId: entry.id }).expect(200);
    const names = async () => ((await reader.get('/api/Blogs/GetBlogEntryData').query({ blogEntryId: entry.id }).expect(200)).body.authors as { id: number }[]).map((a) => a.id);
    expect(await names()).to.deep.equal([owner.profile.id, coAuthor.profile.id]);
    await blockProfile(testDb(), coAuthor.profile.id, reader.profile.id);
    expect(await names(), 'the co-author who blocked the reader is not named').to.deep.equal([owner.profile.id]);
    const page = await reader.get(entry.path).expect(200);
    expect(page.text).not.to.include(`/Profile/${coAuthor.profile.id}"`);
    const listed = (await reader.get('/api/Blogs/GetAllBlogEntries').query({ take: 30 }).expect(200)).body;
    const card = (listed.entries ?? listed).find((e: { blogEntryId: number }) => e.blogEntryId === entry.id);
    expect(card.authors.map((a: { id: number }) => a.id)).to.deep.equal([owner.profile.id]);
  });

  it('takes a reply only under a comment the replier sees (400 naming parentId otherwise)', async () => {
    const [writer, first, replier] = [await member(), await member(), await member()];
    const entry = await published(writer);
    const parent = (await comment(first, entry.id, 'First!').expect(200)).body.id as number;
    await blockProfile(testDb(), replier.profile.id, first.profile.id);
    expect((await comment(replier, entry.id, 'Reply', parent).expect(400)).body.error.field).to.equal('parentId');
    expect(await testDb()('comments').where({ parent_id: parent })).to.have.length(0);
  });

  it('does not let an author like their own entry (400), while a reader may', async () => {
    const [writer, reader] = [await member(), await member()];
    const entry = await published(writer);
    expect((await writer.api('/api/Likes/ToggleLike', { itemType: 'BlogEntry', itemId: entry.id }).expect(400)).body.error.field).to.equal('itemId');
    expect((await reader.api('/api/Likes/ToggleLike', { itemType: 'BlogEntry', itemId: entry.id }).expect(200)).body).to.deep.include({ liked: true, count: 1 });
  });
});
