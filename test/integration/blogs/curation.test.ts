import { expect } from 'chai';
import request from 'supertest';
import type { ProfileRecord } from '../../../src/modules/accounts/index.ts';
import { StaffRole } from '../../../src/platform/auth/access.ts';
import { testApp, testDb } from '../../support/context.ts';
import { jobsSettled, memberWithApi } from '../../support/accounts.ts';
import { adminOnTestDb } from '../../support/admin.ts';

const dark = 'dark.localhost';

/** A blog entry as the entries area stores it (published unless told). */
async function entryOf(owner: ProfileRecord, overrides: Record<string, unknown> = {}): Promise<number> {
  const [row] = await testDb()('blog_entries')
    .insert({ owner_id: owner.id, title: 'Autumn in Aarhus', slug: 'autumn-in-aarhus', body_html: '<p>Leaves</p>', body_text: 'Leaves', language: 'en-GB', state: 'Published', published_at: testDb().fn.now(), ...overrides })
    .returning('id');
  return Number(row.id);
}
const entryRow = (id: number) => testDb()('blog_entries').where({ id }).first();
const curator = (host?: string) => memberWithApi({ staffRole: StaffRole.ChatModerator, member: true, ...(host ? { darkStatus: 3 } : {}) }, host);
const newsIdIn = (out: string) => Number(/Breaking news (\d+)/.exec(out)?.[1]);

describe('blogs curation (SetCurated, /Community/Blogs/Curate)', () => {
  it('answers 401 to a visitor, 403 to a member who is no curator, 404 for an entry that is not there, 400 naming the field', async () => {
    const author = await memberWithApi({ member: true });
    const id = await entryOf(author.profile);
    await request(testApp()).post('/api/Blogs/SetCurated').send({ blogEntryId: id, curated: true }).expect(401);
    const member = await memberWithApi({ member: true, staffRole: StaffRole.CertifiedProfile });
    const refused = await member.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: true }).expect(403);
    expect(refused.body.error.message).to.equal('Only curators may curate blog entries.');
    const staff = await curator();
    await staff.api('/api/Blogs/SetCurated', { blogEntryId: id + 1000, curated: true }).expect(404);
    const bad = await staff.api('/api/Blogs/SetCurated', { blogEntryId: 'x', curated: true }).expect(400);
    expect(JSON.stringify(bad.body)).to.include('blogEntryId');
    expect((await entryRow(id)).curated_at).to.equal(null);
  });

  it('curates a published entry and takes it back; the author is told once, on the entry’s site', async () => {
    const author = await memberWithApi({ member: true });
    const id = await entryOf(author.profile);
    const staff = await curator();
    expect((await staff.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: true }).expect(200)).body).to.deep.equal({ curated: true });
    await staff.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: true }).expect(200);
    const row = await entryRow(id);
    expect(row.curated_at).to.not.equal(null);
    expect(Number(row.curated_by)).to.equal(staff.profile.id);
    await jobsSettled();
    const told = await testDb()('notifications').where({ profile_id: author.profile.id, kind: 'blogCurated' });
    expect(told).to.have.length(1);
    expect(told[0]).to.include({ dark: false, action: 'curated' });
    const list = (await author.get('/api/Notifications/ClientNotifications').expect(200)).body.notifications;
    expect(list[0]).to.include({ kind: 'blogCurated', link: `/Community/Blogs/Entry/${id}`, text: 'Your blog entry was chosen by our curators' });
    const curatedList = (await author.get('/api/Blogs/GetCurated').query({ skip: 0, take: 30 }).expect(200)).body.entries;
    expect(curatedList.map((e: { blogEntryId: number }) => e.blogEntryId), 'in the lists’ Curated').to.deep.equal([id]);

    await staff.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: false }).expect(200);
    expect(await entryRow(id)).to.include({ curated_at: null, curated_by: null });
    expect((await author.get('/api/Blogs/GetCurated').query({ skip: 0, take: 30 }).expect(200)).body.entries).to.have.length(0);
  });

  it('refuses a draft: another member’s is not there (404), the curator’s own draft is a 409 saying why', async () => {
    const author = await memberWithApi({ member: true });
    const staff = await curator();
    const othersDraft = await entryOf(author.profile, { state: 'Draft', published_at: null });
    await staff.api('/api/Blogs/SetCurated', { blogEntryId: othersDraft, curated: true }).expect(404);
    const ownDraft = await entryOf(staff.profile, { state: 'Draft', published_at: null });
    const res = await staff.api('/api/Blogs/SetCurated', { blogEntryId: ownDraft, curated: true }).expect(409);
    expect(res.body.error.message).to.equal('A draft cannot be curated: the entry must be published first.');
  });

  it('an entry of the dark site is not there on the regular site', async () => {
    const author = await memberWithApi({ member: true, darkStatus: 3 }, dark);
    const id = await entryOf(author.profile, { dark: true });
    const regular = await curator();
    await regular.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: true }).expect(404);
    const onDark = await curator(dark);
    await onDark.api('/api/Blogs/SetCurated', { blogEntryId: id, curated: true }).expect(200);
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: author.profile.id, kind: 'blogCurated' }).first()).to.include({ dark: true });
  });

  it('the plain form curates without JavaScript and goes back to the entry with a message', async () => {
    const author = await memberWithApi({ member: true });
    const id = await entryOf(author.profile);
    const staff = await curator();
    const back = `/Community/Blogs/Entry/${id}/autumn-in-aarhus`;
    await staff.form(`/Community/Blogs/Curate/${id}`, { curated: 'true', back }).expect(303).expect('Location', back);
    expect((await entryRow(id)).curated_at).to.not.equal(null);
    await staff.form(`/Community/Blogs/Curate/${id}`, { curated: 'false', back: '//evil.example' }).expect(303).expect('Location', '/Community/Blogs');
    expect((await entryRow(id)).curated_at).to.equal(null);
    const member = await memberWithApi({ member: true });
    await member.form(`/Community/Blogs/Curate/${id}`, { curated: 'true', back }).expect(403);
  });
});

describe('breaking news (admin blogs:news:*, /api/BreakingNews, the banner on /Start)', () => {
  it('shows the newest running item of the member’s own site until they dismiss it; a view counts once', async () => {
    const regular = await adminOnTestDb('blogs:news:add', '--title', 'New blogs', '--text', 'Write your first entry today.', '--link', '/Community/Blogs');
    expect(regular.code, regular.out).to.equal(0);
    const darkNews = await adminOnTestDb('blogs:news:add', '--title', 'Dark news', '--text', 'Only here.', '--dark');
    expect(darkNews.code, darkNews.out).to.equal(0);
    const [regularId, darkId] = [newsIdIn(regular.out), newsIdIn(darkNews.out)];

    const anna = await memberWithApi({ member: true });
    const bo = await memberWithApi();
    expect((await anna.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.deep.equal({ id: regularId, title: 'New blogs', text: 'Write your first entry today.', link: '/Community/Blogs' });
    const onDark = await memberWithApi({ member: true, darkStatus: 3 }, dark);
    expect((await onDark.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.include({ id: darkId, title: 'Dark news' });
    await anna.api('/api/BreakingNews/AddBreakingNewsView', { id: darkId }).expect(404);

    const start = (await anna.get('/Start').expect(200)).text;
    expect(start).to.include('data-breaking-news').and.include('New blogs').and.include(`action="/BreakingNews/Dismiss/${regularId}"`);
    await anna.api('/api/BreakingNews/AddBreakingNewsView', { id: regularId }).expect(200);
    await anna.api('/api/BreakingNews/AddBreakingNewsView', { id: regularId }).expect(200);
    expect((await anna.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.equal(null);
    expect((await anna.get('/Start').expect(200)).text).to.not.include('data-breaking-news');
    expect((await bo.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.include({ id: regularId });
    expect(await testDb()('breaking_news_views').where({ news_id: regularId })).to.have.length(1);

    // Without JavaScript: the banner's form, back to the page it was on.
    await bo.form(`/BreakingNews/Dismiss/${regularId}`, { back: '/Start' }).expect(303).expect('Location', '/Start');
    expect((await bo.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.equal(null);

    const list = await adminOnTestDb('blogs:news:list');
    expect(list.out).to.match(new RegExp(`${regularId}\\tregular\\trunning\\t2 views`));
    expect((await adminOnTestDb('blogs:news:end', String(darkId))).out).to.include(`Breaking news ${darkId} ended.`);
    expect((await onDark.get('/api/BreakingNews/BreakingNews').expect(200)).body.news).to.equal(null);
    expect((await adminOnTestDb('blogs:news:end', String(darkId))).code).to.equal(1);
  });

  it('answers 401 to a visitor and refuses a bad link or an end in the past from the CLI', async () => {
    await request(testApp()).get('/api/BreakingNews/BreakingNews').expect(401);
    const badLink = await adminOnTestDb('blogs:news:add', '--title', 'T', '--text', 'X', '--link', 'javascript:alert(1)');
    expect(badLink.code).to.equal(1);
    const past = await adminOnTestDb('blogs:news:add', '--title', 'T', '--text', 'X', '--ends', '2020-01-01');
    expect(past.code).to.equal(1);
    expect(await testDb()('breaking_news')).to.have.length(0);
  });
});

describe('blog bans (ProfileBlogBan, /Community/Blogs/Ban, admin staff:ban and staff:unban)', () => {
  it('tells a member without a ban that they may write, and a banned one why and until when', async () => {
    const member = await memberWithApi({ member: true });
    expect((await member.get('/api/Blogs/ProfileBlogBan').expect(200)).body).to.deep.equal({ banned: false, reason: null, endsAt: null });
    const free = (await member.get('/Community/Blogs/Ban').expect(200)).text;
    expect(free).to.include('You may write blog entries').and.include('href="/Community/Blogs/Create"');

    const banned = await adminOnTestDb('staff:ban', String(member.profile.id), '--type', 'Blogs', '--reason', 'Spam links in entries', '--until', '2099-03-01');
    expect(banned.code, banned.out).to.equal(0);
    expect((await member.get('/api/Blogs/ProfileBlogBan').expect(200)).body).to.deep.equal({ banned: true, reason: 'Spam links in entries', endsAt: '2099-03-01T00:00:00.000Z' });
    await member.get('/Community/Blogs/Create').expect(303).expect('Location', '/Community/Blogs/Ban');
    const page = (await member.get('/Community/Blogs/Ban').expect(200)).text;
    expect(page).to.include('You may not write blog entries').and.include('Spam links in entries').and.include('until 01/03/2099').and.include('href="/Support/CreateTicket"');
    // They are told at once, not only when they next try to write; the notice leads to the Ban page.
    await jobsSettled();
    const told = (await member.get('/Notifications').expect(200)).text;
    expect(told).to.include('Our staff have stopped you writing blog entries').and.include('/Community/Blogs/Ban');
    // On the regular site only: it says nothing of the dark one.
    expect(await testDb()('notifications').where({ profile_id: member.profile.id, kind: 'blogsBan' }).first()).to.include({ dark: false, action: 'banned' });

    expect((await adminOnTestDb('staff:unban', String(member.profile.id), '--type', 'Blogs')).out).to.include('Lifted 1 Blogs ban');
    expect((await member.get('/api/Blogs/ProfileBlogBan').expect(200)).body.banned).to.equal(false);
    await member.get('/Community/Blogs/Create').expect(200);
    await jobsSettled();
    expect((await member.get('/Notifications').expect(200)).text).to.include('You may write blog entries again').and.include('/Community/Blogs/Create');
    expect(await testDb()('notifications').where({ profile_id: member.profile.id, kind: 'blogsBan' })).to.have.length(2);
  });

  it('a ban until further notice says so in the member’s language; an expired ban is not in force; a lodge ban is not a blog ban', async () => {
    const member = await memberWithApi({ member: true, language: 'da-DK' });
    await adminOnTestDb('staff:ban', String(member.profile.id), '--type', 'CreateLodges', '--reason', 'Fake lodges');
    expect((await member.get('/api/Blogs/ProfileBlogBan').expect(200)).body.banned).to.equal(false);
    await jobsSettled();
    expect(await testDb()('notifications').where({ profile_id: member.profile.id, kind: 'blogsBan' })).to.have.length(0);
    await testDb()('profile_bans').insert({ profile_id: member.profile.id, ban_type: 'Blogs', reason: 'Old', ends_at: new Date(Date.now() - 1000) });
    expect((await member.get('/api/Blogs/ProfileBlogBan').expect(200)).body.banned).to.equal(false);
    await adminOnTestDb('staff:ban', String(member.profile.id), '--type', 'Blogs', '--reason', 'Chikane');
    const page = (await member.get('/Community/Blogs/Ban').expect(200)).text;
    expect(page).to.include('Du må ikke skrive blogindlæg').and.include('Chikane').and.include('Udelukkelsen varer indtil videre.');
  });

  it('the CLI refuses an unknown type, a missing profile and an end in the past; a visitor is sent to log on', async () => {
    const member = await memberWithApi();
    expect((await adminOnTestDb('staff:ban', String(member.profile.id), '--type', 'Chat', '--reason', 'x')).code).to.equal(1);
    expect((await adminOnTestDb('staff:ban', '999999', '--type', 'Blogs', '--reason', 'x')).out).to.include('No profile with id 999999');
    expect((await adminOnTestDb('staff:ban', String(member.profile.id), '--type', 'Blogs', '--reason', 'x', '--until', '2020-01-01')).code).to.equal(1);
    expect(await testDb()('profile_bans').where({ profile_id: member.profile.id })).to.have.length(0);
    await request(testApp()).get('/Community/Blogs/Ban').expect(302);
    await request(testApp()).get('/api/Blogs/ProfileBlogBan').expect(401);
  });
});
