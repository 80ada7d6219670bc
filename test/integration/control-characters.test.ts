import { expect } from 'chai';
import type request from 'supertest';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, memberWithApi, signUpFields } from '../support/accounts.ts';
import { browser } from '../support/http.ts';
import { cameraJpeg } from '../support/media.ts';

/**
 * A control character (a NUL byte above all: Postgres refuses it in text) in any text a member sends is a 400 naming
 * the field, never a 500: the page forms and queries the issue named. The API actions are walked by
 * api-contract.test.ts; the checker itself by test/unit/control-characters.test.ts.
 */

/** The English message of common.errors.controlCharacter as the page shows it (EJS escapes the quotes). */
const refusal = (field: string) => `The field &#34;${field}&#34; contains a control character`;

function expectRefused(res: request.Response, field: string): void {
  expect(res.status, res.text.slice(0, 300)).to.equal(400);
  expect(res.text).to.include(refusal(field));
}

const count = async (table: string, where: Record<string, unknown> = {}) => Number((await testDb()(table).where(where).count('* as n').first())?.n);
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('control characters in page forms and queries: a 400 naming the field, never a 500', () => {
  afterEach(jobsSettled);

  it('search: the text of /Search/Advanced (textSearch, the form field, searchOptions) and saving a search', async () => {
    const me = await memberWithApi();
    expectRefused(await me.get('/Search/Advanced?textSearch=fjord%00'), 'textSearch');
    expectRefused(await me.get('/Search/Advanced?run=1&text=%00fjord'), 'text');
    expectRefused(await me.get(`/Search/Advanced?searchOptions=${base64url({ text: 'fjord\u0000' })}`), 'searchOptions.text');
    expectRefused(await me.get(`/Search/Advanced?searchOptions=${base64url({ postalCode: '2100\u0000', countryId: 1 })}`), 'searchOptions.postalCode');
    expectRefused(await me.get('/Search/Newest?view=%00'), 'view');
    const saved = await me.form('/Search/Save', { name: 'Fjord', searchOptions: base64url({ text: 'fjord\u0000' }) });
    expectRefused(saved, 'searchOptions.text');
    expectRefused(await me.form('/Search/Save', { name: 'Fj\u0000ord', searchOptions: base64url({ text: 'fjord' }) }), 'name');
    expect(await count('saved_searches', { profile_id: me.profile.id })).to.equal(0);
    // The same search without the NUL runs.
    await me.get('/Search/Advanced?textSearch=fjord').expect(200);
    await me.get(`/Search/Advanced?searchOptions=${base64url({ text: 'fjord' })}`).expect(200);
  });

  it('notes: the form shows the error next to the text and keeps what was typed; the filter of /Notes; tabs and line breaks are kept', async () => {
    const me = await memberWithApi();
    const other = await buildMember();
    const refused = await me.form(`/Notes/${other.id}`, { text: 'Met at\u0000 the picnic' });
    expectRefused(refused, 'text');
    expect(refused.text).to.include('id="text-error"').and.include('Met at the picnic</textarea>');
    expect(await count('profile_notes', { author_id: me.profile.id })).to.equal(0);
    expectRefused(await me.get('/Notes?text=pic%00nic'), 'text');
    expectRefused(await me.get('/Notes?gender=%00'), 'gender');

    await me.form(`/Notes/${other.id}`, { text: 'Met at the picnic\r\n\tby the lake' }).expect(303);
    const [note] = await testDb()('profile_notes').where({ author_id: me.profile.id });
    expect(note.text).to.equal('Met at the picnic\r\n\tby the lake');
  });

  it('tags: adding a tag, the list of one tag, removing one', async () => {
    const me = await memberWithApi({ member: true });
    const other = await buildMember();
    const refused = await me.form(`/Tags/Profile/${other.id}`, { tag: 'yo\u0000ga' });
    expectRefused(refused, 'tag');
    expect(refused.text).to.include('yoga');
    expectRefused(await me.get('/Tags?tag=yo%00ga'), 'tag');
    expectRefused(await me.form(`/Tags/Profile/${other.id}/Remove`, { tag: '\u0000' }), 'tag');
    expect(await count('profile_tags', { owner_id: me.profile.id })).to.equal(0);
  });

  it('mail: a message body from the plain form and the multipart form (with a picture), and the search of /Mail', async () => {
    const anna = await memberWithApi({ member: true });
    const bo = await buildMember({ member: true });
    const before = await count('messages');

    const plain = await anna.form(`/Mail/New/${bo.id}`, { body: 'Hello\u0000 there' });
    expectRefused(plain, 'body');
    expect(plain.text).to.include('id="body-error"').and.include('Hello there</textarea>');

    const media = await count('media');
    const token = await anna.csrf('/Support');
    const multipart = await anna
      .post(`/Mail/New/${bo.id}?_csrf=${encodeURIComponent(token)}`)
      .field('body', 'With a picture\u0000')
      .attach('file', await cameraJpeg(320, 240, { seed: 31 }), 'a.jpg');
    expectRefused(multipart, 'body');
    expect(multipart.text).to.include('With a picture</textarea>');
    expect(await count('messages')).to.equal(before);
    expect(await count('media'), 'the picture made for the refused message is gone').to.equal(media);

    expectRefused(await anna.get('/Mail?q=hel%00lo'), 'q');
    await anna.get('/Mail?q=hello').expect(200);
  });

  it('sign-up: a hand-made first-path cookie holding one is not stored as the referrer (the sign-up goes through)', async () => {
    const agent = browser();
    await agent.csrf('/Create');
    const fields = await signUpFields({ name: 'Nul_Cookie', email: 'nul-cookie@example.test' });
    // cookie-parser decodes %00 to a NUL byte.
    await agent.post('/Create').type('form').set('Cookie', 'nordlys_first=%2Fad%00x').send(fields).expect(200);
    expect(await testDb()('profiles').where({ name: 'Nul_Cookie' }).first('referrer')).to.deep.equal({ referrer: null });
  });
});
