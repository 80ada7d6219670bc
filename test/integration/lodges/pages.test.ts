import { expect } from 'chai';
import request from 'supertest';
import { buildMember, loggedOnAs, memberWithApi } from '../../support/accounts.ts';
import { testDb } from '../../support/context.ts';
import { countingStatements } from '../../support/statements.ts';
import { cookieOf } from '../../support/sse.ts';

describe('lodges: the pages (issue 33 items 1, 2, 9)', () => {
  const counting = countingStatements('lodges');
  const { statementsOf } = counting;

  async function lodgeWithPeople() {
    const owner = await memberWithApi({ member: true });
    const member = await memberWithApi({ member: true });
    const asker = await memberWithApi();
    const lodgeId = (await owner.api('/api/Lodges/CreateLodge', { name: 'Harbour swimmers', description: 'Cold water, warm people.', categoryId: 4, tags: ['swimming', 'winter'], access: 'NewMembersApproved' }).expect(200)).body.id as number;
    await owner.api('/api/Lodges/UpdateLodge', { lodgeId, name: 'Harbour swimmers', description: 'Cold water, warm people.', categoryId: 4, tags: ['swimming', 'winter'], access: 'AccessForAll' }).expect(200);
    await member.api('/api/Lodges/JoinLodge', { lodgeId }).expect(200);
    await owner.api('/api/Lodges/UpdateLodge', { lodgeId, name: 'Harbour swimmers', description: 'Cold water, warm people.', categoryId: 4, tags: ['swimming', 'winter'], access: 'NewMembersApproved' }).expect(200);
    await asker.api('/api/Lodges/RequestMembership', { lodgeId, message: 'I swim every morning' }).expect(200);
    return { owner, member, asker, lodgeId, path: `/Community/Lodges/Lodge/${lodgeId}` };
  }

  it('shows the lodge, its lists and its tabs to whom they belong, and every page of the owner renders', async () => {
    const { owner, member, asker, lodgeId, path } = await lodgeWithPeople();
    const about = await request(counting.app).get(path).expect(200);
    expect(about.text).to.include('Harbour swimmers').and.include('Cold water, warm people.').and.include('Log on to join');
    const ownerPages = ['', '/Members', '/Edit', '/Settings', '/MemberManagement', '/MemberManagement/PendingRequests', '/MemberManagement/BlockedProfiles', '/MemberManagement/ActivityList', `/MemberManagement/ActivityList/${member.profile.id}`];
    for (const p of ownerPages) await owner.get(`${path}${p}`).expect(200);
    const requests = (await owner.get(`${path}/MemberManagement/PendingRequests`).expect(200)).text;
    expect(requests).to.include(asker.profile.name).and.include('I swim every morning').and.include('>Approve<');
    const activity = (await owner.get(`${path}/MemberManagement/ActivityList`).expect(200)).text;
    expect(activity).to.include(`${member.profile.name} joined the lodge`);
    // A member sees no management, an asker sees where their request stands.
    const asMember = (await member.get(path).expect(200)).text;
    expect(asMember).to.include('Leave the lodge').and.not.include('/MemberManagement');
    await member.get(`${path}/MemberManagement`).expect(403);
    expect((await asker.get(path).expect(200)).text).to.include('Your request to join is waiting for an admin.');
    for (const list of ['/Community/Lodges', '/Community/Lodges/Search?q=swimmers', '/Community/Lodges/Newest', '/Community/Lodges/MyLodges', '/Community/Lodges/Nearby', '/Community/Lodges/Create']) {
      const page = await owner.get(list).expect(200);
      if (!list.endsWith('Nearby') && !list.endsWith('Create')) expect(page.text, list).to.include(`/Community/Lodges/Lodge/${lodgeId}`);
    }
    expect((await member.get(`/Profile/${owner.profile.id}/Lodges`).expect(200)).text).to.include('Harbour swimmers');
    expect((await request(counting.app).get('/Community/Lodges/Search?sort=9').expect(400)).text).to.include('sort');
  });

  it('approves and blocks from member management with the forms alone (no JavaScript), and says what happened', async () => {
    const { owner, asker, member, path } = await lodgeWithPeople();
    await owner.form(`${path}/Members/${asker.profile.id}/approve`, { back: `${path}/MemberManagement/PendingRequests` }).expect(303).expect('Location', `${path}/MemberManagement/PendingRequests`);
    expect((await owner.get(`${path}/MemberManagement/PendingRequests`).expect(200)).text).to.include('The request has been approved.');
    await owner.form(`${path}/BlockByName`, { name: member.profile.name }).expect(303);
    await member.get(path).expect(404);
    await owner.form(`${path}/Notes/${asker.profile.id}`, { text: 'Brings the sauna key' }).expect(303);
    expect((await owner.get(`${path}/MemberManagement`).expect(200)).text).to.include('Brings the sauna key');
    // A member may not use the admins' forms, and a forged back address is refused.
    await asker.form(`${path}/Members/${owner.profile.id}/remove`, {}).expect(409);
    await owner.form(`${path}/Members/${asker.profile.id}/setAssistant`, { back: 'https://evil.example/' }).expect(400);
  });

  it('creates a lodge from the form, with errors by field in the member’s language', async () => {
    const creator = await memberWithApi({ member: true });
    const bad = await creator.form('/Community/Lodges/Create', { name: 'X', categoryId: '1', tags: '' }).expect(400);
    expect(bad.text).to.include('The name must be 2–80 characters.');
    const made = await creator.form('/Community/Lodges/Create', { name: 'Board gamers', description: 'Tuesdays', categoryId: '3', tags: 'games, tuesday', access: 'AccessForAll', memberVisibility: 'Members' }).expect(303);
    const lodge = await testDb()('lodges').orderBy('id', 'desc').first();
    expect(made.headers.location).to.equal(`/Community/Lodges/Lodge/${lodge.id}`);
    expect(lodge).to.include({ name: 'Board gamers', member_visibility: 'Members', member_count: 1 });
    const stranger = await memberWithApi();
    await stranger.get(`/Community/Lodges/Lodge/${lodge.id}/Members`).expect(403);
    // A non-member is offered membership on Create, not refused without a way forward.
    const offer = await stranger.get('/Community/Lodges/Create').expect(403);
    expect(offer.text).to.match(/membership/i);
  });

  it('suggests the site’s lodge tags by their start, most used first, never a dark lodge’s on the regular site', async () => {
    const member = await memberWithApi({ member: true });
    await testDb()('lodges').insert([
      { name: 'Fjord kayaks', category_id: 4, dark: false, tags: ['fjordpaddle', 'fjordtrips'] },
      { name: 'Fjord walkers', category_id: 4, dark: false, tags: ['fjordtrips'] },
      { name: 'Fjord nights', category_id: 11, dark: true, tags: ['fjordsecret'] },
    ]);
    const found = await member.api('/api/Lodges/SearchLodgeTags', { text: 'FJORD' }).expect(200);
    expect(found.body).to.deep.equal([{ tag: 'fjordtrips', count: 2 }, { tag: 'fjordpaddle', count: 1 }]);
    // A LIKE wildcard is a letter like any other.
    expect((await member.api('/api/Lodges/SearchLodgeTags', { text: 'fjord%' }).expect(200)).body).to.deep.equal([]);
  });

  it('never shows a dark lodge on the regular site, in its lists or by its address', async () => {
    const owner = await memberWithApi({ member: true });
    const [row] = await testDb()('lodges').insert({ name: 'Night owls', category_id: 11, dark: true }).returning('id');
    const darkId = Number(row.id);
    await owner.get(`/Community/Lodges/Lodge/${darkId}`).expect(404);
    expect((await owner.get('/Community/Lodges/Newest').expect(200)).text).to.not.include('Night owls');
    const found = await owner.api('/api/Lodges/NewLodgesSearch', { text: 'Night owls' }).expect(200);
    expect(found.body.items).to.deep.equal([]);
    await request(counting.app).get(`/Community/Lodges/Lodge/${darkId}`).set('Host', 'dark.localhost').expect(404);
  });

  it('reads the About page and the lodge list in at most two statements after the session', async () => {
    const { member, lodgeId, path } = await lodgeWithPeople();
    const viewer = await buildMember({ member: true });
    const cookie = cookieOf(await loggedOnAs(viewer, { app: counting.app }));
    const session = () => request(counting.app).get(counting.sessionPath(lodgeId)).set('Cookie', cookie).expect(200);
    await session();
    const sessionCost = (await statementsOf(session)).length;
    for (const page of [path, '/Community/Lodges/Newest']) {
      const open = () => request(counting.app).get(page).set('Cookie', cookie).expect(200);
      await open();
      const statements = await statementsOf(open);
      expect(statements, `${page}:\n${statements.join('\n---\n')}`).to.have.length.of.at.most(2 + sessionCost);
    }
    expect(member.profile.id).to.be.a('number');
  });
});
