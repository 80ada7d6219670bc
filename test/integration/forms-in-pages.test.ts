import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, memberWithApi } from '../support/accounts.ts';

const dark = 'dark.localhost';
const darkMember = (overrides: Partial<NewProfile> = {}) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, dark);

/** The part of a page between an element's opening tag (found by `start`) and the next `end`. */
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

describe('declared forms inside a host page (FormView slot + host), without JavaScript', () => {
  it("guestbook: a refused entry answers 400 with the whole profile page, the error under the field in the writer's language and the text kept", async () => {
    const owner = await darkMember();
    const earlier = await darkMember();
    const writer = await darkMember({ language: 'da-DK' });
    await earlier.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'An earlier entry' }).expect(303);

    const empty = await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: '   ' }).expect(400);
    expect(empty.text, 'the host page: header and tabs').to.include(`<h1 id="profile-name">${owner.profile.name}</h1>`).and.include('class="profile-tabs"');
    expect(empty.text, "the tab's entries").to.include('An earlier entry');
    const form = between(empty.text, 'id="guestbook"', '</form>');
    expect(form, 'the error in place, in Danish').to.include('<p class="field-error" id="text-error">Skriv noget, før du sender.</p>');
    expect(empty.text, 'the answer scrolls to the form').to.include(`action="/Profile/${owner.profile.id}/Guestbook#guestbook" id="guestbook"`);

    const long = await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'y'.repeat(2001) }).expect(400);
    expect(between(long.text, 'id="guestbook"', '</form>')).to.include('Skriv højst 2.000 tegn.').and.include(`${'y'.repeat(2001)}</textarea>`);

    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hej fra mig' }).expect(303).expect('Location', `/Profile/${owner.profile.id}/Guestbook`);
    expect((await testDb()('guestbook_entries').where({ profile_id: owner.profile.id }).orderBy('id')).map((e) => e.text)).to.deep.equal(['An earlier entry', 'Hej fra mig']);
  });

  it("guestbook: the first showing is the same page with an empty form; a blocked writer's post is the error page (404), not the host page", async () => {
    const owner = await darkMember();
    const writer = await darkMember();
    const shown = await writer.get(`/Profile/${owner.profile.id}/Guestbook`).expect(200);
    expect(shown.text).to.include(`action="/Profile/${owner.profile.id}/Guestbook#guestbook"`).and.not.include('id="text-error"');
    await owner.form(`/Profile/${writer.profile.id}/Block`, {}).expect(303);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: '' }).expect(404);
    await writer.form(`/Profile/${owner.profile.id}/Guestbook`, { text: 'Hi' }).expect(404);
  });

  it("relations: a refused request answers 400 with the profile's Relations tab, the error by the role in the member's language; a good one asks", async () => {
    const anna = await darkMember();
    const bo = await darkMember({ language: 'da-DK' });
    const refused = await bo.form('/Relations/Ask', { profileId: anna.profile.id, role: 'Nonsense' }).expect(400);
    expect(refused.text).to.include(`<h1 id="profile-name">${anna.profile.name}</h1>`);
    expect(between(refused.text, 'id="relations"', '</form>')).to.include('<p class="field-error" id="role-error">Vælg, hvordan I er relateret.</p>');
    expect(refused.text).to.include('action="/Relations/Ask#relations"');
    expect(await testDb()('profile_connections').where({ requester_id: bo.profile.id })).to.have.length(0);

    await bo.form('/Relations/Ask', { profileId: anna.profile.id, role: 'Friend' }).expect(303).expect('Location', `/Profile/${anna.profile.id}/Relations`);
    const [asked] = await testDb()('profile_connections').where({ requester_id: bo.profile.id });
    expect(asked).to.include({ role: 'Friend' });
  });

  it('relations: a refused change of role from /EditProfile/Relations answers 400 with that page, the error by its row', async () => {
    const anna = await darkMember({ language: 'da-DK' });
    const bo = await darkMember();
    await bo.form('/Relations/Ask', { profileId: anna.profile.id, role: 'Friend' }).expect(303);
    const [row] = await testDb()('profile_connections').where({ requester_id: bo.profile.id });
    await anna.form('/Relations/Accept', { connectionId: row.id, back: 'EditProfile' }).expect(303).expect('Location', '/EditProfile/Relations');
    const refused = await anna.form('/Relations/ChangeRole', { connectionId: row.id, role: '', back: 'EditProfile' }).expect(400);
    expect(refused.text).to.include('id="relations"').and.include(`id="role-${row.id}-error">Vælg, hvordan I er relateret.</p>`);
    await anna.form('/Relations/ChangeRole', { connectionId: row.id, role: 'Partner', back: 'EditProfile' }).expect(303).expect('Location', '/EditProfile/Relations');
    expect((await testDb()('profile_connections').where({ id: row.id }).first()).role).to.equal('Partner');
  });

  it("reports: the feedback form shown again names the field in the member's language (400), keeping where to go back; a good one is stored", async () => {
    const me = await memberWithApi({ language: 'da-DK' });
    const shown = await buildMember();
    const refused = await me.form('/ProfileFeedback', { rating: '9', comment: 'Fin', profileId: shown.id, returnTo: `/Profile/${shown.id}` }).expect(400);
    expect(refused.text).to.include('Vælg en bedømmelse fra 1 til 5.').and.include(`href="/Profile/${shown.id}"`);
    await me.form('/ProfileFeedback', { rating: '4', comment: 'Fin', profileId: shown.id, returnTo: `/Profile/${shown.id}` }).expect(303).expect('Location', `/Profile/${shown.id}`);
    expect(await testDb()('profile_page_feedback').where({ author_id: me.profile.id })).to.have.length(1);

    const report = await me.form(`/Report/Profile/${shown.id}`, { reason: 'Nonsense', text: '' }).expect(400);
    expect(report.text).to.include('Vælg, hvorfor du anmelder profilen.');
  });

  it('media upload page: its query is parsed once, by the page; a bad album type is a 400 naming the field in the member\'s language', async () => {
    const me = await memberWithApi({ language: 'da-DK' });
    const bad = await me.get('/EditProfile/PicturesAndVideos/Upload?albumTypeId=99').expect(400);
    expect(bad.text).to.include('Vælg, hvor uploaden skal hen (albumTypeId 1 til 7).');
    const good = await me.get('/EditProfile/PicturesAndVideos/Upload?albumTypeId=2&allowUploadVideo=true&back=/Start').expect(200);
    expect(good.text).to.include('albumTypeId=2').and.include('back=%2FStart');
  });
});
