import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

const withPerson = async (profileId: number, gender: string) =>
  testDb()('profile_persons').insert({ profile_id: profileId, position: 0, birthday: '1990-04-01', gender });

describe('notes (/Notes, /Notes/{id}, GetNotes)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    await request(testApp()).get('/Notes').expect(302);
    await request(testApp()).get('/Notes/1').expect(302);
    await request(testApp()).get('/api/Profiles/GetNotes').expect(401);
  });

  it('writes, edits and deletes a note; field errors in the member’s language; 404 for an unknown or hidden profile', async () => {
    const me = await buildMember();
    const other = await buildMember();
    const mine = await loggedOnAs(me);
    expect((await mine.get('/Notes').expect(200)).text).to.include('You have not written any notes yet.');
    expect((await mine.get(`/Notes/${other.id}`).expect(200)).text).to.include(`Your note about ${other.name}`);

    const empty = await mine.postForm(`/Notes/${other.id}`, { text: '   ' }).expect(400);
    expect(empty.text).to.include('Write your note.').and.include('aria-invalid="true"');
    await mine.postForm(`/Notes/${other.id}`, { text: 'x'.repeat(2001) }).expect(400);
    await mine.postForm(`/Notes/${other.id}`, { text: 'Met at the lodge picnic' }).expect(303).expect('Location', '/Notes');
    await mine.postForm(`/Notes/${other.id}`, { text: 'Met at the summer picnic' }).expect(303);
    const list = (await mine.get('/Notes').expect(200)).text;
    expect(list).to.include(`Your note about ${other.name} is saved.`).and.include('Met at the summer picnic').and.not.include('lodge picnic');

    await mine.get('/Notes/987654321').expect(404);
    await mine.get(`/Notes/${(await buildMember({ forcedValidation: true })).id}`).expect(404);
    await mine.postForm('/Notes/987654321', { text: 'hello' }).expect(404);

    await mine.postForm(`/Notes/${other.id}/Delete`, {}).expect(303);
    expect((await mine.get('/Notes').expect(200)).text).to.include('The note is deleted.').and.not.include('summer picnic');
    await mine.postForm(`/Notes/${other.id}/Delete`, {}).expect(404);

    const swede = await loggedOnAs(await buildMember({ language: 'sv-SE' }));
    expect((await swede.postForm(`/Notes/${other.id}`, { text: '' }).expect(400)).text).to.include('Skriv din anteckning.');
  });

  it('nobody but the author ever reads a note', async () => {
    const author = await buildMember();
    const subject = await buildMember();
    const stranger = await buildMember();
    await (await loggedOnAs(author)).postForm(`/Notes/${subject.id}`, { text: 'Secret: prefers fjords' }).expect(303);
    for (const reader of [subject, stranger]) {
      const agent = await loggedOnAs(reader);
      expect((await agent.get('/Notes').expect(200)).text).not.to.include('Secret');
      expect((await agent.get(`/Notes/${reader.id === subject.id ? author.id : subject.id}`).expect(200)).text).not.to.include('Secret');
      expect(JSON.stringify((await agent.get('/api/Profiles/GetNotes').expect(200)).body)).not.to.include('Secret');
      expect((await agent.get(`/Profile/${subject.id}`)).text).not.to.include('Secret');
    }
  });

  it('filters by gender and text and sorts by name; GetNotes names a bad field', async () => {
    const me = await buildMember();
    const woman = await buildMember({ name: `zara${Date.now() % 100000}` });
    const man = await buildMember({ name: `adam${Date.now() % 100000}` });
    await withPerson(woman.id, 'Female');
    await withPerson(man.id, 'Male');
    const mine = await loggedOnAs(me);
    await mine.postForm(`/Notes/${man.id}`, { text: 'Plays the fiddle' }).expect(303);
    await mine.postForm(`/Notes/${woman.id}`, { text: 'Knows the fiddle tunes too' }).expect(303);

    const names = (res: { body: { items: { profile: { name: string } }[] } }) => res.body.items.map((n) => n.profile.name);
    expect(names(await mine.get('/api/Profiles/GetNotes').expect(200))).to.deep.equal([woman.name, man.name]);
    expect(names(await mine.get('/api/Profiles/GetNotes').query({ sortType: 'name' }).expect(200))).to.deep.equal([man.name, woman.name]);
    expect(names(await mine.get('/api/Profiles/GetNotes').query({ gender: 'Male' }).expect(200))).to.deep.equal([man.name]);
    expect(names(await mine.get('/api/Profiles/GetNotes').query({ filterText: 'TUNES' }).expect(200))).to.deep.equal([woman.name]);
    expect(names(await mine.get('/api/Profiles/GetNotes').query({ filterText: man.name }).expect(200))).to.deep.equal([man.name]);
    expect((await mine.get('/api/Profiles/GetNotes').query({ gender: 'Robot' }).expect(400)).body.error.field).to.equal('gender');
    expect((await mine.get('/api/Profiles/GetNotes').query({ sortType: 'age' }).expect(400)).body.error.field).to.equal('sortType');

    const page = (await mine.get('/Notes?gender=Female&text=&sort=newest').expect(200)).text;
    expect(page).to.include(`<strong>${woman.name}</strong>`).and.include('<option value="Female" selected>');
    expect(page).not.to.include(`<strong>${man.name}</strong>`);
    expect((await mine.get('/Notes?gender=Couple').expect(200)).text).to.include('No notes match your search.');
    await mine.get('/Notes?sort=age').expect(400);
  });

  it('has the JSON twins SaveNote and DeleteNote', async () => {
    const me = await buildMember();
    const other = await buildMember();
    const mine = await loggedOnAs(me);
    const token = await mine.csrf('/Start');
    const post = (path: string, body: object) => mine.post(path).set('x-csrf-token', token).send(body);
    expect((await post('/api/Profiles/SaveNote', { profileId: other.id, text: '' }).expect(400)).body.error.field).to.equal('text');
    expect((await post('/api/Profiles/SaveNote', { profileId: me.id, text: 'me' }).expect(400)).body.error.field).to.equal('profileId');
    await post('/api/Profiles/SaveNote', { profileId: 987654321, text: 'hi' }).expect(404);
    await post('/api/Profiles/SaveNote', { profileId: other.id, text: 'Kind and funny' }).expect(200, { success: true });
    expect((await mine.get('/api/Profiles/GetNotes').expect(200)).body.items[0]).to.deep.include({ text: 'Kind and funny' });
    await post('/api/Profiles/DeleteNote', { profileId: other.id }).expect(200);
    await post('/api/Profiles/DeleteNote', { profileId: other.id }).expect(404);
  });
});
