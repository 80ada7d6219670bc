import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

async function withPersons(profileId: number, persons: { birthday: string; gender: string }[]) {
  await testDb()('profile_persons').insert(persons.map((p, position) => ({ profile_id: profileId, position, ...p })));
}

describe('a profile page (/Profile/{id})', () => {
  it('sends a visitor to log on first, and brings them back', async () => {
    const member = await buildMember();
    await request(testApp()).get(`/Profile/${member.id}`).expect(302).expect('Location', `/?u=${encodeURIComponent(`/Profile/${member.id}`)}`);
  });

  it("is where the top bar's avatar leads: the member's own profile", async () => {
    const member = await buildMember();
    const agent = await loggedOnAs(member);
    const start = await agent.get('/Start').expect(200);
    const href = /class="topbar-user" href="([^"]+)"/.exec(start.text)![1]!;
    const own = await agent.get(href).expect(200);
    expect(own.text).to.include(`<h1 id="profile-name">${member.name}</h1>`);
    expect(own.text).to.include('href="/Settings"');
    expect(own.text).not.to.include('/Block"');
  });

  it("shows another member's ages, genders and last visit, never their e-mail", async () => {
    const couple = await buildMember({ kind: 'Couple' });
    await withPersons(couple.id, [{ birthday: yearsAgo(34), gender: 'Female' }, { birthday: yearsAgo(41), gender: 'Male' }]);
    await testDb()('profiles').where({ id: couple.id }).update({ last_logon_at: new Date(Date.now() - 3 * 3600_000) });
    const agent = await loggedOnAs(await buildMember());
    const page = await agent.get(`/Profile/${couple.id}`).expect(200);
    expect(page.text).to.include('34, woman &amp; 41, man').and.include('Couple');
    expect(page.text).to.include('Last visit 3 hours ago');
    expect(page.text).not.to.include(couple.email);
    expect(page.text).to.include(`action="/Profile/${couple.id}/Block"`);
  });

  it('answers the same 404 for a profile that is missing, not yet confirmed, hidden for validation or deleted', async () => {
    const agent = await loggedOnAs(await buildMember());
    const pending = await buildMember({ status: 0 });
    const hidden = await buildMember({ forcedValidation: true });
    const deleted = await buildMember({ status: 8 });
    for (const id of [987654321, pending.id, hidden.id, deleted.id]) {
      const res = await agent.get(`/Profile/${id}`).expect(404);
      expect(res.text, String(id)).to.include('This profile does not exist or is not available.');
    }
    await agent.get('/Profile/abc').expect(404);
    await agent.get('/Profile/-1').expect(404);
  });

  it('shows each tab with a friendly empty state, in the viewer\'s language', async () => {
    const other = await buildMember();
    const agent = await loggedOnAs(await buildMember({ language: 'da-DK' }));
    const pictures = await agent.get(`/Profile/${other.id}/Pictures`).expect(200);
    expect(pictures.text).to.include(`${other.name} har endnu ingen billeder.`).and.include('aria-current="page">Billeder<');
    for (const tab of ['Blog', 'Lodges']) await agent.get(`/Profile/${other.id}/${tab}`).expect(200);
    await agent.get(`/Profile/${other.id}/Nonsense`).expect(404);
  });

  it('sends Relations and Guestbook to About on the regular site (spec §2), and leaves them out of the tabs', async () => {
    const other = await buildMember();
    const agent = await loggedOnAs(await buildMember());
    for (const tab of ['Relations', 'Guestbook']) await agent.get(`/Profile/${other.id}/${tab}`).expect(302).expect('Location', `/Profile/${other.id}`);
    const about = await agent.get(`/Profile/${other.id}`).expect(200);
    expect(about.text).not.to.include(`/Profile/${other.id}/Relations`);
    expect(about.text).to.include(`/Profile/${other.id}/Pictures`);
  });
});

describe("a profile's ways on", () => {
  it('leads from the menu and the profile to the member\'s lists, each a real page', async () => {
    const other = await buildMember();
    const agent = await loggedOnAs(await buildMember());
    const start = await agent.get('/Start').expect(200);
    for (const path of ['/Favorites', '/Visitors', '/Notes', '/Blacklist']) {
      expect(start.text, path).to.include(`href="${path}"`);
      await agent.get(path).expect(200);
    }
    const page = await agent.get(`/Profile/${other.id}`).expect(200);
    expect(page.text).to.include('action="/Favorites/Add"').and.include(`href="/Notes/${other.id}"`);
    await agent.postForm('/Favorites/Add', { profileId: other.id }).expect(303).expect('Location', `/Profile/${other.id}`);
    expect((await agent.get('/Favorites')).text).to.include(other.name);
    await agent.get(`/Notes/${other.id}`).expect(200);
  });
});
