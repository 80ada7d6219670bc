import { expect } from 'chai';
import request from 'supertest';
import type { Express } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { modules } from '../../../src/app.ts';
import { on, registerSubscribers } from '../../../src/platform/events/index.ts';
import { registerCommentSubject, commentAdded, commentFormPages, commentThread, threadQuery, type CommentSubject } from '../../../src/modules/comments/index.ts';
import type { Actor } from '../../../src/platform/auth/actor.ts';
import { definePage } from '../../../src/platform/http/define.ts';
import type { AppModule } from '../../../src/platform/http/define.ts';
import { StaffRole } from '../../../src/platform/auth/access.ts';
import { pauseJobWorker, testAppWith, testDb } from '../../support/context.ts';
import { deleteAccountNow, memberWithApi } from '../../support/accounts.ts';
import { useStreams } from '../../support/sse.ts';

type Member = Awaited<ReturnType<typeof memberWithApi>>;

/**
 * A test subject type: a note owned by a profile, readable by anyone its owner has not blocked (either way),
 * open to any logged-on reader, moderated by its owner. Its page is /Test/Note/:id with the thread.
 */
const notes = new Map<number, { ownerId: number; readers?: number[] }>();
const changed: number[] = [];

async function loadNote(db: Knex, actor: Actor, id: number): Promise<CommentSubject | null> {
  const note = notes.get(id);
  if (!note) return null;
  const blocked =
    actor.profileId !== null &&
    Boolean(await db('profile_blocks').where({ blocker_id: note.ownerId, blocked_id: actor.profileId }).orWhere({ blocker_id: actor.profileId, blocked_id: note.ownerId }).first());
  return {
    subjectType: 'TestNote',
    subjectId: id,
    dark: false,
    readable: !blocked,
    open: actor.profileId !== null,
    moderator: actor.profileId === note.ownerId,
    ownerIds: [note.ownerId],
    path: `/Test/Note/${id}`,
    title: `Note ${id}`,
  };
}

const params = z.object({ id: z.coerce.number().int().positive() });
const host = async (req: Parameters<Parameters<typeof commentFormPages>[0]['host']>[0], input: { params: { id: number }; query: z.infer<typeof threadQuery>; actor: Actor }) => ({
  view: 'comments/_thread',
  locals: { title: 'Note', thread: await commentThread(req, input.actor, 'TestNote', input.params.id, input.query) },
});
const testModule: AppModule = {
  name: 'test-notes',
  pages: [
    definePage({
      path: '/Test/Note/:id',
      access: 'public',
      params,
      query: threadQuery,
      handler: async (input, req, res) => {
        const { view, locals } = await host(req, input);
        res.render(view, locals);
      },
    }),
    ...commentFormPages({ subjectType: 'TestNote', path: '/Test/Note/:id', host }),
  ],
};

let app: Express;
let undo: () => void;
let nextNote = 1;

before(() => {
  undo = registerCommentSubject('TestNote', {
    load: loadNote,
    changed: async (_trx, id) => void changed.push(id),
    readers: async (_db, id, limit) => (notes.get(id)?.readers ?? []).slice(0, limit),
  });
});
after(() => undo());

async function note(owner: Member): Promise<number> {
  const id = nextNote++;
  notes.set(id, { ownerId: owner.profile.id });
  return id;
}

/** The test module's pages, as the member's browser (the same session) sees them. */
const pageOf = (m: Member, path: string) => request(app).get(path).set('Cookie', m.cookie);
async function postForm(m: Member, pagePath: string, path: string, form: Record<string, unknown>, status: number) {
  const token = /name="_csrf" value="([^"]+)"/.exec((await pageOf(m, pagePath)).text)?.[1] ?? '';
  return request(app).post(path).set('Cookie', m.cookie).type('form').send({ _csrf: token, ...form }).expect(status);
}

const add = (m: Member, subjectId: number, text: string, parentId: number | null = null) => m.api('/api/Comments/AddComment', { subjectType: 'TestNote', subjectId, parentId, text });
const get = (m: Member, subjectId: number, after?: number) => m.get('/api/Comments/GetComments').query({ subjectType: 'TestNote', subjectId, ...(after ? { after } : {}) });

describe('comments (/api/Comments, the thread and its plain forms)', () => {
  beforeEach(() => {
    app = testAppWith([testModule]);
    changed.length = 0;
  });

  it('adds a comment: the row, comments.added in the same transaction, changed called, and the thread shows it', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    const resume = await pauseJobWorker();
    registerSubscribers([...modules, { name: 'test-listener', subscribers: [on(commentAdded, async () => undefined)] }]);
    let res;
    try {
      res = await add(writer, id, '  Hello\nthere  ').expect(200);
      const job = await testDb()('jobs').where({ name: 'event:comments.added:test-listener' }).first();
      expect(job.payload).to.deep.equal({ subjectType: 'TestNote', subjectId: id, commentId: res.body.id, authorId: writer.profile.id, parentId: null, parentAuthorId: null, dark: false });
    } finally {
      registerSubscribers(modules);
      resume();
    }
    expect(res.body).to.include({ text: 'Hello\nthere', parentId: null, removed: false, likes: 0, likedByViewer: false, mayEdit: true, mayDelete: true });
    expect(res.body.author).to.deep.equal({ id: writer.profile.id, name: writer.profile.name, path: `/Profile/${writer.profile.id}` });
    expect(changed).to.deep.equal([id]);
    const page = (await get(owner, id).expect(200)).body;
    expect(page.total).to.equal(1);
    expect(page.comments[0]).to.include({ id: res.body.id, mayEdit: false, mayDelete: true });
  });

  it('refuses an empty or too long text and control characters (400 naming text), an unknown subject (404) and a visitor (401)', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    expect((await add(writer, id, '   ').expect(400)).body.error.field).to.equal('text');
    expect((await add(writer, id, 'x'.repeat(4001)).expect(400)).body.error.field).to.equal('text');
    expect((await add(writer, id, 'bad \u0007 bell').expect(400)).body.error.field).to.equal('text');
    await add(writer, 99_999, 'Hi').expect(404);
    await writer.api('/api/Comments/AddComment', { subjectType: 'Sandwich', subjectId: id, text: 'Hi' }).expect(404);
    await request(app).post('/api/Comments/AddComment').send({ subjectType: 'TestNote', subjectId: id, text: 'Hi' }).expect(401);
    expect(await testDb()('comments')).to.have.length(0);
  });

  it('pages 30 top-level comments oldest first and folds replies after 3', async () => {
    const owner = await memberWithApi();
    const id = await note(owner);
    const rows = Array.from({ length: 32 }, (_, i) => ({ subject_type: 'TestNote', subject_id: id, author_id: owner.profile.id, text: `c${i}` }));
    const ids = (await testDb()('comments').insert(rows).returning('id')).map((r: { id: string | number }) => Number(r.id));
    const replies = Array.from({ length: 5 }, (_, i) => ({ subject_type: 'TestNote', subject_id: id, parent_id: ids[0], author_id: owner.profile.id, text: `r${i}` }));
    await testDb()('comments').insert(replies);
    const first = (await get(owner, id).expect(200)).body;
    expect(first.comments).to.have.length(30);
    expect(first.total).to.equal(37);
    expect(first.comments[0].text).to.equal('c0');
    expect(first.comments[0].replies.map((r: { text: string }) => r.text)).to.deep.equal(['r0', 'r1', 'r2']);
    expect(first.comments[0].moreReplies).to.equal(2);
    expect(first.next).to.equal(ids[29]);
    const second = (await get(owner, id, first.next).expect(200)).body;
    expect(second.comments.map((c: { text: string }) => c.text)).to.deep.equal(['c30', 'c31']);
    expect(second.next).to.equal(null);
    const rest = (await owner.get('/api/Comments/GetReplies').query({ commentId: ids[0] }).expect(200)).body;
    expect(rest.replies).to.have.length(5);
    // Without JavaScript: the page shows the "more replies" link, and the link unfolds them.
    const html = (await pageOf(owner, `/Test/Note/${id}`).expect(200)).text;
    expect(html).to.include(`?replies=${ids[0]}#comment-${ids[0]}`);
    expect(html).to.include(`?after=${ids[29]}#comments`);
    const unfolded = (await pageOf(owner, `/Test/Note/${id}?replies=${ids[0]}`).expect(200)).text;
    expect(unfolded).to.include('r4');
  });

  it("a reply's parent is a top-level comment of the same subject (400 naming parentId otherwise)", async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    const other = await note(owner);
    const top = (await add(owner, id, 'Top').expect(200)).body;
    const reply = (await add(writer, id, 'Reply', top.id).expect(200)).body;
    expect(reply.parentId).to.equal(top.id);
    expect((await add(writer, id, 'Reply to reply', reply.id).expect(400)).body.error.field).to.equal('parentId');
    expect((await add(writer, other, 'Elsewhere', top.id).expect(400)).body.error.field).to.equal('parentId');
  });

  it('only the author edits (shown edited); the author, the moderator and staff delete, anyone else 403', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const stranger = await memberWithApi();
    const staff = await memberWithApi({ staffRole: StaffRole.ChatModerator });
    const id = await note(owner);
    const c1 = (await add(writer, id, 'One').expect(200)).body;
    const c2 = (await add(writer, id, 'Two').expect(200)).body;
    const c3 = (await add(writer, id, 'Three').expect(200)).body;
    await owner.api('/api/Comments/EditComment', { commentId: c1.id, text: 'Hacked' }).expect(403);
    await stranger.api('/api/Comments/EditComment', { commentId: c1.id, text: 'Hacked' }).expect(403);
    const edited = (await writer.api('/api/Comments/EditComment', { commentId: c1.id, text: 'One, better' }).expect(200)).body;
    expect(edited.text).to.equal('One, better');
    expect(edited.editedAt).to.be.a('string');
    expect((await pageOf(writer, `/Test/Note/${id}`).expect(200)).text).to.include('(edited)');
    // A subject module's own calls reach only comments on its own subjects.
    await writer.api('/api/Blogs/EditBlogComment', { commentId: c1.id, text: 'Not a blog comment' }).expect(404);
    await writer.api('/api/Blogs/DeleteBlogComment', { commentId: c1.id }).expect(404);
    await stranger.api('/api/Comments/DeleteComment', { commentId: c1.id }).expect(403);
    await writer.api('/api/Comments/DeleteComment', { commentId: c1.id }).expect(200);
    await owner.api('/api/Comments/DeleteComment', { commentId: c2.id }).expect(200);
    await staff.api('/api/Comments/DeleteComment', { commentId: c3.id }).expect(200);
    expect(await testDb()('comments')).to.have.length(0);
  });

  it('deleting a comment with replies keeps a placeholder with the replies; the last reply takes it along', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    const top = (await add(writer, id, 'Top').expect(200)).body;
    const reply = (await add(owner, id, 'Reply', top.id).expect(200)).body;
    await writer.api('/api/Comments/DeleteComment', { commentId: top.id }).expect(200);
    const page = (await get(owner, id).expect(200)).body;
    expect(page.comments[0]).to.include({ id: top.id, removed: true, text: '', author: null });
    expect(page.comments[0].replies[0].id).to.equal(reply.id);
    expect(page.total).to.equal(1);
    expect((await pageOf(owner, `/Test/Note/${id}`).expect(200)).text).to.include('This comment was deleted.');
    await owner.api('/api/Comments/DeleteComment', { commentId: reply.id }).expect(200);
    expect(await testDb()('comments')).to.have.length(0);
  });

  it('leaves a blocked author out of the thread, and a reader blocked by the owner cannot read it (404)', async () => {
    const owner = await memberWithApi();
    const reader = await memberWithApi();
    const troll = await memberWithApi();
    const id = await note(owner);
    await add(troll, id, 'Troll').expect(200);
    await add(owner, id, 'Owner').expect(200);
    await reader.form(`/Profile/${troll.profile.id}/Block`, {}).expect(303);
    const page = (await get(reader, id).expect(200)).body;
    expect(page.comments.map((c: { text: string }) => c.text)).to.deep.equal(['Owner']);
    expect(page.total).to.equal(1);
    await owner.form(`/Profile/${reader.profile.id}/Block`, {}).expect(303);
    await get(reader, id).expect(404);
    await add(reader, id, 'Hi').expect(404);
  });

  it('caps comments at 10 a minute and 200 a day (429 saying when)', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    for (let i = 0; i < 10; i++) await add(writer, id, `c${i}`).expect(200);
    const fast = await add(writer, id, 'one more').expect(429);
    expect(fast.headers['retry-after']).to.match(/^\d+$/);
    const other = await memberWithApi();
    await testDb()('daily_actions').insert(Array.from({ length: 200 }, () => ({ actor_id: other.profile.id, action: 'comments.add' })));
    const daily = await add(other, id, 'today').expect(429);
    expect(daily.body.error.message).to.match(/200 comments in the last 24 hours/);
  });

  it('likes a comment through ToggleLike (itemType Comment), counted in the thread; not on an unreadable subject', async () => {
    const owner = await memberWithApi();
    const fan = await memberWithApi();
    const id = await note(owner);
    const c = (await add(owner, id, 'Like me').expect(200)).body;
    expect((await fan.api('/api/Likes/ToggleLike', { itemType: 'Comment', itemId: c.id }).expect(200)).body).to.deep.equal({ liked: true, count: 1 });
    const seen = (await get(fan, id).expect(200)).body.comments[0];
    expect(seen).to.include({ likes: 1, likedByViewer: true });
    await owner.form(`/Profile/${fan.profile.id}/Block`, {}).expect(303);
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Comment', itemId: c.id }).expect(404);
    await fan.api('/api/Likes/ToggleLike', { itemType: 'Comment', itemId: 999_999 }).expect(404);
  });

  it("a deleted member's comments stay as 'deleted profile'", async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    await add(writer, id, 'Before I go').expect(200);
    await deleteAccountNow(writer);
    const [row] = await testDb()('comments');
    expect(row.author_id).to.equal(null);
    const page = (await get(owner, id).expect(200)).body;
    expect(page.comments[0]).to.include({ text: 'Before I go', author: null });
    expect((await pageOf(owner, `/Test/Note/${id}`).expect(200)).text).to.include('Deleted profile');
  });

  it('works without JavaScript: the form posts, a refused text shows the page again (400), edit, delete and like are forms', async () => {
    const owner = await memberWithApi();
    const writer = await memberWithApi({ language: 'da-DK' });
    const id = await note(owner);
    const empty = (await request(app).get(`/Test/Note/${id}`).expect(200)).text;
    expect(empty, 'a visitor cannot write one: no "be the first"').to.include('No comments yet.').and.not.include('Be the first');
    const at = `/Test/Note/${id}`;
    const refused = await postForm(writer, at, `${at}/Comment`, { text: '   ' }, 400);
    expect(refused.text).to.include('Skriv din kommentar.');
    const added = await postForm(writer, at, `${at}/Comment`, { text: 'Hej med dig' }, 303);
    const [row] = await testDb()('comments');
    expect(added.headers.location).to.equal(`${at}#comment-${row.id}`);
    const reply = await postForm(owner, at, `${at}/Comment`, { text: 'Tak', parentId: row.id }, 303);
    const replyId = Number(/#comment-(\d+)$/.exec(String(reply.headers.location))?.[1]);
    const editPage = (await pageOf(writer, `${at}?edit=${row.id}`).expect(200)).text;
    expect(editPage).to.include(`${at}/Comment/${row.id}/Edit`);
    expect((await pageOf(owner, at).expect(200)).text).not.to.include(`${at}/Comment/${row.id}/Edit`);
    await postForm(writer, at, `${at}/Comment/${row.id}/Edit`, { text: '', edit: row.id }, 400);
    expect((await postForm(writer, at, `${at}/Comment/${row.id}/Edit`, { text: 'Hej igen', edit: row.id }, 303)).headers.location).to.equal(`${at}#comment-${row.id}`);
    // A like is a form too: it posts, then the page shows it taken back on the next post.
    expect(editPage).to.include(`${at}/Comment/${replyId}/Like`);
    expect((await postForm(writer, at, `${at}/Comment/${replyId}/Like`, {}, 303)).headers.location).to.equal(`${at}#comment-${replyId}`);
    expect(await testDb()('likes').where({ item_type: 'Comment', item_id: replyId, profile_id: writer.profile.id })).to.have.length(1);
    await postForm(writer, at, `${at}/Comment/${replyId}/Like`, {}, 303);
    expect(await testDb()('likes').where({ item_type: 'Comment', item_id: replyId })).to.have.length(0);
    await postForm(writer, at, `${at}/Comment/${replyId}/Delete`, {}, 403);
    const elsewhere = await note(owner);
    await postForm(writer, at, `/Test/Note/${elsewhere}/Comment/${replyId}/Like`, {}, 404);
    await postForm(owner, at, `/Test/Note/${elsewhere}/Comment/${replyId}/Delete`, {}, 404);
    expect((await postForm(owner, at, `${at}/Comment/${replyId}/Delete`, {}, 303)).headers.location).to.equal(`${at}#comments`);
    expect((await testDb()('comments')).map((r: { text: string }) => r.text)).to.deep.equal(['Hej igen']);
  });

  it('keeps a member\'s recent emojis: unknown shortname 400, newest first, at most 21', async () => {
    const m = await memberWithApi();
    expect((await m.api('/api/Emojis/AddUsedEmoji', { emoji: 'no_such_emoji_here' }).expect(400)).body.error.field).to.equal('emoji');
    const names = ['grinning', 'heart', 'thumbsup', 'fire', 'smile', 'wink', 'joy', 'sob', 'cry', 'angry', 'cool', 'star', 'sun', 'ghost', 'tada', 'rocket', 'eyes', 'clap', 'pray', 'ok_hand', 'muscle', 'kiss'];
    for (const name of names) await m.api('/api/Emojis/AddUsedEmoji', { emoji: name }).expect(200);
    await m.api('/api/Emojis/AddUsedEmoji', { emoji: 'heart' }).expect(200);
    const latest = (await m.get('/api/Emojis/GetLatestEmojis').expect(200)).body as { shortname: string; emoji: string }[];
    expect(latest).to.have.length(21);
    expect(latest[0]).to.deep.equal({ shortname: 'heart', emoji: '\u2764\ufe0f' });
    expect(latest.map((e) => e.shortname)).not.to.include('grinning');
  });
});

describe('comments: the thread is told at once (realtime)', () => {
  const streams = useStreams();

  it("tells the subject's owner and the thread's writers, never the writer or someone blocked either way with them", async () => {
    const owner = await memberWithApi();
    const earlier = await memberWithApi();
    const blocked = await memberWithApi();
    const writer = await memberWithApi();
    const id = await note(owner);
    await add(earlier, id, 'First').expect(200);
    await add(blocked, id, 'Second').expect(200);
    await writer.form(`/Profile/${blocked.profile.id}/Block`, {}).expect(303);
    const [toOwner, toEarlier, toBlocked, toWriter] = await Promise.all([owner, earlier, blocked, writer].map((m) => streams.open(m.cookie)));
    await Promise.all([toOwner, toEarlier, toBlocked, toWriter].map((s) => s!.next((e) => e.type === 'hello', 10_000)));
    const comment = (await add(writer, id, 'Third').expect(200)).body as { id: number };
    const expected = { subjectType: 'TestNote', subjectId: id, commentId: comment.id, site: 'regular' };
    expect((await toOwner!.next((e) => e.type === 'comment')).data).to.deep.equal(expected);
    expect((await toEarlier!.next((e) => e.type === 'comment')).data).to.deep.equal(expected);
    await new Promise((r) => setTimeout(r, 200));
    expect(toBlocked!.events.filter((e) => e.type === 'comment')).to.have.length(0);
    expect(toWriter!.events.filter((e) => e.type === 'comment')).to.have.length(0);
  });

  it("tells the subject's recent readers too (its type's readers), but not a reader blocked either way with the writer", async () => {
    const owner = await memberWithApi();
    const [reader, blockedReader, writer] = [await memberWithApi(), await memberWithApi(), await memberWithApi()];
    const id = await note(owner);
    notes.get(id)!.readers = [reader.profile.id, blockedReader.profile.id, writer.profile.id];
    await blockedReader.form(`/Profile/${writer.profile.id}/Block`, {}).expect(303);
    const [toReader, toBlocked, toWriter] = await Promise.all([reader, blockedReader, writer].map((m) => streams.open(m.cookie)));
    await Promise.all([toReader, toBlocked, toWriter].map((s) => s!.next((e) => e.type === 'hello', 10_000)));
    const comment = (await add(writer, id, 'Seen by readers').expect(200)).body as { id: number };
    expect((await toReader!.next((e) => e.type === 'comment')).data).to.deep.equal({ subjectType: 'TestNote', subjectId: id, commentId: comment.id, site: 'regular' });
    await new Promise((r) => setTimeout(r, 200));
    expect(toBlocked!.events.filter((e) => e.type === 'comment')).to.have.length(0);
    expect(toWriter!.events.filter((e) => e.type === 'comment')).to.have.length(0);
  });
});
