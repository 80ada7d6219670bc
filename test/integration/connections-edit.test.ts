import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
const page = '/EditProfile/Relations';

/** An approved dark member logged on at the dark site, with form posts that carry the token. */
async function darkMember(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf(page);
  const form = (path: string, fields: Record<string, string | number>) => agent.post(path).type('form').send({ _csrf: token, ...fields });
  return { profile, agent, form };
}

/** One list of the page (incoming, outgoing, accepted) as HTML. */
const list = (html: string, id: string) => /<section id="([a-z]+)"[\s\S]*?<\/section>/g.exec(html.slice(html.indexOf(`<section id="${id}"`)))![0];
type Member = Awaited<ReturnType<typeof darkMember>>;
/** `from` asks `to` for a relation through the form on `to`'s Relations tab. */
const ask = (from: Member, to: Member, role: string) => from.form('/Relations/Ask', { profileId: to.profile.id, role }).expect(303);
const rows = () => testDb()('profile_connections').orderBy('id').select('id', 'requester_id', 'target_id', 'role', 'accepted_at');
const idBetween = async (a: number, b: number) => Number((await testDb()('profile_connections').where({ requester_id: a, target_id: b }).first('id')).id);

describe('/EditProfile/Relations (the member\'s own relations and requests)', () => {
  it('asks a visitor to log on', async () => {
    const res = await request(testApp()).get(page).set('Host', dark).expect(302);
    expect(res.headers.location).to.equal(`/?u=${encodeURIComponent(page)}`);
  });

  it('lists requests to answer, requests waiting and relations, each row linking to the other profile with its forms', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    const cy = await darkMember();
    const dave = await darkMember();
    await ask(bo, anna, 'DominantOf');
    await ask(anna, cy, 'PlayPartner');
    await ask(dave, anna, 'Partner');
    await dave.form('/Relations/Accept', { connectionId: await idBetween(dave.profile.id, anna.profile.id) }).expect(404);
    await anna.form('/Relations/Accept', { connectionId: await idBetween(dave.profile.id, anna.profile.id), back: 'EditProfile' }).expect(303);

    const html = (await anna.agent.get(page).expect(200)).text;
    expect(html).to.include('<h1>Your relations</h1>');
    const incoming = list(html, 'incoming');
    expect(incoming).to.include(`href="/Profile/${bo.profile.id}"`).and.include(`${bo.profile.name} has asked you for a relation (you: Submissive of ${bo.profile.name}).`);
    expect(incoming).to.include('action="/Relations/Accept#relations"').and.include('action="/Relations/Decline#relations"').and.include('name="back" value="EditProfile"');
    expect(incoming).to.not.include(`/Profile/${cy.profile.id}"`).and.not.include(`/Profile/${dave.profile.id}"`);
    const outgoing = list(html, 'outgoing');
    expect(outgoing).to.include(`href="/Profile/${cy.profile.id}"`).and.include(`You have asked ${cy.profile.name} for a relation (you: Play partner of ${cy.profile.name}).`);
    expect(outgoing).to.include('Take back the request').and.not.include(`/Profile/${bo.profile.id}"`);
    const accepted = list(html, 'accepted');
    expect(accepted).to.include(`href="/Profile/${dave.profile.id}"`).and.include(`You are Partner of ${dave.profile.name}.`);
    expect(accepted).to.include('action="/Relations/ChangeRole#relations"').and.include('Change role').and.include('Delete the relation');
    expect(accepted).to.not.include(`/Profile/${bo.profile.id}"`).and.not.include(`/Profile/${cy.profile.id}"`);

    const other = (await cy.agent.get(page).expect(200)).text;
    expect(list(other, 'incoming'), 'the other side sees the same request as one to answer').to.include(`href="/Profile/${anna.profile.id}"`);
    expect(list(other, 'outgoing')).to.include('You have no requests waiting for an answer.');
    expect(list(other, 'accepted')).to.include('You have no relations yet.');
    const none = (await (await darkMember()).agent.get(page).expect(200)).text;
    expect(list(none, 'incoming')).to.include('No one is waiting for your answer.');
  });

  it('accepts, declines, takes back, changes the role and deletes from this page, each time coming back here with a message', async () => {
    const anna = await darkMember();
    const bo = await darkMember();
    const cy = await darkMember();
    const dave = await darkMember();
    await ask(bo, anna, 'Friend');
    await ask(cy, anna, 'Partner');
    await ask(anna, dave, 'Friend');
    const back = { back: 'EditProfile' };

    await anna.form('/Relations/Accept', { connectionId: await idBetween(bo.profile.id, anna.profile.id), ...back }).expect(303).expect('Location', page);
    let html = (await anna.agent.get(page).expect(200)).text;
    expect(html).to.include(`You and ${bo.profile.name} are now related.`);
    expect(list(html, 'accepted')).to.include(`href="/Profile/${bo.profile.id}"`);
    expect(list(html, 'incoming')).to.not.include(`/Profile/${bo.profile.id}"`);

    await anna.form('/Relations/Decline', { connectionId: await idBetween(cy.profile.id, anna.profile.id), ...back }).expect(303).expect('Location', page);
    expect((await anna.agent.get(page).expect(200)).text).to.include('The request has been declined.');

    await anna.form('/Relations/Delete', { connectionId: await idBetween(anna.profile.id, dave.profile.id), ...back }).expect(303).expect('Location', page);
    html = (await anna.agent.get(page).expect(200)).text;
    expect(html).to.include('Your request has been taken back.');
    expect(list(html, 'outgoing')).to.include('You have no requests waiting for an answer.');
    expect((await rows()).map((r) => r.requester_id)).to.deep.equal([bo.profile.id]);

    const relation = await idBetween(bo.profile.id, anna.profile.id);
    await anna.form('/Relations/ChangeRole', { connectionId: relation, role: 'SubmissiveOf', ...back }).expect(303).expect('Location', page);
    expect((await rows())[0].role, 'kept in the asker\'s words: bo is dominant of anna').to.equal('DominantOf');
    html = (await anna.agent.get(page).expect(200)).text;
    expect(html).to.include(`Your relation with ${bo.profile.name} has been changed.`);
    expect(list(html, 'accepted')).to.include(`You are Submissive of ${bo.profile.name}.`);

    await anna.form('/Relations/Delete', { connectionId: relation, ...back }).expect(303).expect('Location', page);
    html = (await anna.agent.get(page).expect(200)).text;
    expect(html).to.include('The relation has been deleted.');
    expect(list(html, 'accepted')).to.include('You have no relations yet.');
    expect(await rows()).to.have.length(0);
  });

  it('shows a refused change on this page, by its row, in the member\'s language', async () => {
    const anna = await darkMember({ language: 'da-DK' });
    const bo = await darkMember();
    await ask(bo, anna, 'Friend');
    const id = await idBetween(bo.profile.id, anna.profile.id);
    await anna.form('/Relations/Accept', { connectionId: id, back: 'EditProfile' }).expect(303);

    const res = await anna.form('/Relations/ChangeRole', { connectionId: id, role: 'Boss', back: 'EditProfile' }).expect(400);
    expect(res.text).to.include('<h1>Dine relationer</h1>').and.include(`href="#role-${id}"`);
    expect(list(res.text, 'accepted')).to.include(`id="role-${id}-error">Vælg, hvordan I er relateret.</p>`);
    expect((await rows())[0].role).to.equal('Friend');
    const gone = await anna.form('/Relations/Delete', { connectionId: id + 1, back: 'EditProfile' }).expect(404);
    expect(gone.text).to.include('Den relation eller anmodning findes ikke længere.');
  });

  it('never lists a profile blocked either way', async () => {
    const anna = await darkMember();
    const eve = await darkMember();
    const finn = await darkMember();
    const gus = await darkMember();
    await ask(eve, anna, 'Friend');
    await ask(finn, anna, 'Friend');
    await ask(gus, anna, 'Friend');
    await anna.form(`/Profile/${eve.profile.id}/Block`, {}).expect(303);
    await finn.form(`/Profile/${anna.profile.id}/Block`, {}).expect(303);

    const incoming = list((await anna.agent.get(page).expect(200)).text, 'incoming');
    expect(incoming).to.include(`href="/Profile/${gus.profile.id}"`);
    expect(incoming, 'blocked by the member').to.not.include(`/Profile/${eve.profile.id}"`).and.not.include(eve.profile.name);
    expect(incoming, 'blocked the member').to.not.include(`/Profile/${finn.profile.id}"`).and.not.include(finn.profile.name);
  });

  it('pages a long list 30 at a time, keeping the other lists where they are', async () => {
    const anna = await darkMember();
    const askers = [];
    for (let i = 0; i < 31; i++) {
      const asker = await darkMember();
      await ask(asker, anna, 'Friend');
      askers.push(asker.profile);
    }

    const first = list((await anna.agent.get(page).expect(200)).text, 'incoming');
    expect(first.match(/action="\/Relations\/Accept#relations"/g)).to.have.length(30);
    expect(first, 'newest first').to.include(`href="/Profile/${askers[30]!.id}"`).and.not.include(`href="/Profile/${askers[0]!.id}"`);
    expect(first).to.include(`href="${page}?incoming=2#incoming"`);
    const second = list((await anna.agent.get(`${page}?incoming=2&accepted=abc`).expect(200)).text, 'incoming');
    expect(second.match(/action="\/Relations\/Accept#relations"/g)).to.have.length(1);
    expect(second).to.include(`href="/Profile/${askers[0]!.id}"`).and.include(`href="${page}#incoming"`).and.not.include('rel="next"');
  });

  it('sends a member on the regular site to /EditProfile with a word why, and links the page from /EditProfile on the dark site only', async () => {
    const member = await buildMember({ language: 'sv-SE' });
    const agent = await loggedOnAs(member);
    await agent.get(page).expect(302).expect('Location', '/EditProfile');
    const edit = (await agent.get('/EditProfile').expect(200)).text;
    expect(edit).to.include('Relationer finns bara på vår systersajt.').and.not.include(`href="${page}"`);

    const anna = await darkMember();
    expect((await anna.agent.get('/EditProfile').expect(200)).text).to.include(`href="${page}">Your relations</a>`);
  });
});
