import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { requiredTermsVersion, insertProfilesInBulk } from '../../../src/modules/accounts/index.ts';
import { storedTags, tag, tagger } from './helpers.ts';

describe('tags: tagging a profile (profile page form, TagProfile, UntagProfile)', () => {
  afterEach(jobsSettled);

  it('a member sees the tag form on another profile, adds and removes tags; a failed add shows the form again with its error', async () => {
    const me = await tagger();
    const other = await buildMember();
    const page = (await me.get(`/Profile/${other.id}`).expect(200)).text;
    expect(page).to.include('My tags').and.include(`action="/Tags/Profile/${other.id}"`).and.include(`You have not tagged ${other.name} yet.`);

    await me.form(`/Tags/Profile/${other.id}`, { tag: '  met at   the Aarhus party ' }).expect(303).expect('Location', `/Profile/${other.id}`);
    await me.form(`/Tags/Profile/${other.id}`, { tag: 'Yoga' }).expect(303);
    await me.form(`/Tags/Profile/${other.id}`, { tag: 'yoga' }).expect(303); // the same tag in another case: nothing new
    expect(await storedTags(me.profile.id)).to.deep.equal([[other.id, 'met at the Aarhus party'], [other.id, 'Yoga']]);
    const shown = (await me.get(`/Profile/${other.id}`).expect(200)).text;
    expect(shown).to.include('Tagged').and.include('>Yoga</a>').and.include('>met at the Aarhus party</a>');
    expect(shown).to.include(`aria-label="Remove the tag Yoga from ${other.name}"`);

    const tooLong = await me.form(`/Tags/Profile/${other.id}`, { tag: 'x'.repeat(41) }).expect(400);
    expect(tooLong.text).to.include('A tag can be at most 40 characters.').and.include('aria-invalid="true"');
    expect((await me.form(`/Tags/Profile/${other.id}`, { tag: '   ' }).expect(400)).text).to.include('Write a tag.');
    await me.form(`/Tags/Profile/${other.id}`, { tag: 'å'.repeat(40) }).expect(303); // 40 characters, not bytes

    await me.form(`/Tags/Profile/${other.id}/Remove`, { tag: 'YOGA', back: 'profile' }).expect(303).expect('Location', `/Profile/${other.id}`);
    await me.form(`/Tags/Profile/${other.id}/Remove`, { tag: 'yoga', back: 'list' }).expect(404);
    expect((await storedTags(me.profile.id)).map(([, t]) => t)).to.deep.equal(['met at the Aarhus party', 'å'.repeat(40)]);
  });

  it('no tag form on one\'s own profile nor for a non-member; a non-member is refused the writes and the calls', async () => {
    const me = await tagger();
    expect((await me.get(`/Profile/${me.profile.id}`).expect(200)).text).not.to.include('action="/Tags/Profile/');
    const free = await tagger({ member: false });
    const other = await buildMember();
    expect((await free.get(`/Profile/${other.id}`).expect(200)).text).not.to.include('/Tags/Profile/');
    // A member-only form answers a non-member with the members-only page (403, the offer inline), no longer a redirect.
    expect((await free.form(`/Tags/Profile/${other.id}`, { tag: 'yoga' }).expect(403)).text).to.include('That page is for members');
    for (const [path, body] of [['/api/CurrentProfile/TagProfile', { profileId: other.id, tag: 'yoga' }], ['/api/CurrentProfile/UntagProfile', { profileId: other.id, tag: 'yoga' }]] as const) {
      expect((await free.api(path, body).expect(403)).body.error.code).to.equal('membershipRequired');
    }
    expect((await free.get('/api/CurrentProfile/Tags').expect(403)).body.error.code).to.equal('membershipRequired');
    await request(testApp()).get('/api/CurrentProfile/Tags').expect(401);
    expect(await testDb()('profile_tags').count('* as n').first()).to.deep.equal({ n: 0 });
  });

  it('the API: tags, untags, and says what is wrong in the member\'s language (400 naming the field)', async () => {
    const me = await tagger();
    const other = await buildMember();
    expect((await tag(me, other.id, ' Yoga ').expect(200)).body).to.deep.equal({ profileId: other.id, tags: ['Yoga'] });
    expect((await tag(me, other.id, 'climbing').expect(200)).body.tags).to.deep.equal(['climbing', 'Yoga']);
    expect((await me.get('/api/CurrentProfile/Tags').expect(200)).body).to.deep.equal([{ tag: 'climbing', count: 1 }, { tag: 'Yoga', count: 1 }]);
    expect((await me.api('/api/CurrentProfile/UntagProfile', { profileId: other.id, tag: 'YOGA' }).expect(200)).body.tags).to.deep.equal(['climbing']);
    expect((await me.api('/api/CurrentProfile/UntagProfile', { profileId: other.id, tag: 'yoga' }).expect(404)).body.error.code).to.equal('notFound');

    expect((await tag(me, other.id, '').expect(400)).body.error).to.deep.include({ field: 'tag', message: 'Write a tag.' });
    expect((await tag(me, me.profile.id, 'me').expect(400)).body.error).to.deep.include({ field: 'profileId', message: 'You cannot tag your own profile.' });
    await tag(me, 999_999, 'ghost').expect(404);
    const dane = await tagger({ language: 'da-DK' });
    expect((await tag(dane, other.id, 'y'.repeat(41)).expect(400)).body.error).to.deep.include({ field: 'tag', message: 'Et tag kan højst være 40 tegn.' });
    const swede = await tagger({ language: 'sv-SE' });
    expect((await tag(swede, other.id, 'y'.repeat(41)).expect(400)).body.error.message).to.equal('En tagg får vara högst 40 tecken.');
    const norwegian = await tagger({ language: 'nb-NO' });
    expect((await tag(norwegian, other.id, '').expect(400)).body.error.message).to.equal('Skriv en tagg.');
  });

  it('limits: 20 tags on one profile, 2,000 tagged profiles; clear 400s', async function () {
    this.timeout(60_000);
    const me = await tagger();
    const other = await buildMember();
    for (let i = 1; i <= 17; i++) await tag(me, other.id, `tag ${i}`).expect(200);
    // Five at once for the last three places: the owner's lock lets exactly three in.
    const racing = await Promise.all([18, 19, 20, 21, 22].map((i) => tag(me, other.id, `tag ${i}`)));
    expect(racing.map((r) => r.status).sort()).to.deep.equal([200, 200, 200, 400, 400]);
    expect(await testDb()('profile_tags').where({ owner_id: me.profile.id }).count('* as n').first()).to.deep.equal({ n: 20 });
    expect((await tag(me, other.id, 'one more').expect(400)).body.error).to.deep.include({ code: 'tooManyTags', field: 'tag', message: 'A profile can have at most 20 of your tags. Remove one first.' });
    await tag(me, other.id, 'TAG 7').expect(200); // one it has already is no new tag

    const termsVersion = await requiredTermsVersion(testDb());
    const stamp = Date.now().toString(36);
    const ids = await insertProfilesInBulk(testDb(), Array.from({ length: 1_999 }, (_, i) => ({
      name: `tagged${i}x${stamp}`, email: `tagged${i}x${stamp}@example.test`, passwordHash: null, kind: 'Single' as const, status: 3,
      darkStatus: 0, member: false, termsVersion, forcedValidation: false, staffRole: 0, language: null,
    })));
    await testDb()('profile_tags').insert(ids.map((id) => ({ owner_id: me.profile.id, profile_id: id, tag: 'crowd' })));
    const last = await buildMember();
    const refused = (await tag(me, last.id, 'one too many').expect(400)).body.error;
    expect(refused).to.deep.include({ code: 'tooManyTaggedProfiles', field: 'profileId', message: 'You can tag at most 2,000 profiles. Remove the tags from a profile first.' });
    await tag(me, ids[0]!, 'still fine').expect(200); // a profile already tagged takes no new place
    await me.api('/api/CurrentProfile/UntagProfile', { profileId: ids[1]!, tag: 'crowd' }).expect(200);
    await tag(me, last.id, 'now there is room').expect(200);
  });

  it('tags are the tagger\'s alone: another member never sees them, on the profile page, /Tags or the API', async () => {
    const a = await tagger();
    const b = await tagger();
    const other = await buildMember();
    await tag(a, other.id, 'secret label').expect(200);
    expect((await b.get(`/Profile/${other.id}`).expect(200)).text).not.to.include('secret label');
    expect((await b.get('/Tags').expect(200)).text).not.to.include('secret label');
    expect((await b.get('/Tags?tag=secret%20label').expect(200)).text).not.to.include(other.name);
    expect((await b.get('/api/CurrentProfile/Tags').expect(200)).body).to.deep.equal([]);
    await b.api('/api/CurrentProfile/UntagProfile', { profileId: other.id, tag: 'secret label' }).expect(404);
    // The tagged profile does not see it either.
    const tagged = await loggedOnAs(other);
    expect((await tagged.get(`/Profile/${other.id}`).expect(200)).text).not.to.include('secret label');
    expect(await testDb()('profile_tags').count('* as n').first()).to.deep.equal({ n: 1 });
  });
});
