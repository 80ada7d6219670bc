import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled } from '../../support/accounts.ts';
import { blockProfile } from '../../../src/modules/profiles/index.ts';
import { requiredTermsVersion, insertProfilesInBulk } from '../../../src/modules/accounts/index.ts';
import { tag, tagger } from './helpers.ts';

const cardsOf = (html: string) => [...html.matchAll(/<li class="card search-card[^"]*tags-card"[\s\S]*?<strong>([^<]+)<\/strong>/g)].map((m) => m[1]);

describe('tags: the /Tags pages', () => {
  afterEach(jobsSettled);

  it('a non-member gets a page saying tags are for members, with the way to a membership (no dead end)', async () => {
    const free = await tagger({ member: false });
    for (const path of ['/Tags', '/Tags?tag=yoga', `/Tags/Profile/${(await buildMember()).id}`]) {
      const page = (await free.get(path).expect(403)).text;
      expect(page, path).to.include('Tags are for members').and.include('href="/Membership?u=%2FTags"').and.include('How to become a member');
    }
    const dane = await tagger({ member: false, language: 'da-DK' });
    expect((await dane.get('/Tags').expect(403)).text).to.include('Tags er for medlemmer');
    expect((await free.get('/Start').expect(200)).text, 'no drawer link for a non-member').not.to.include('href="/Tags"');
  });

  it('empty: explains how to tag and leads on; then chips with counts, most used first, each a link to its list', async () => {
    const me = await tagger();
    const empty = (await me.get('/Tags').expect(200)).text;
    expect(empty).to.include('You have no tags yet').and.include('add a tag under About').and.include('href="/Search"');
    expect((await me.get('/Start').expect(200)).text, 'the drawer links to /Tags').to.include('href="/Tags"');

    const [anna, bo, cy] = [await buildMember(), await buildMember(), await buildMember()];
    await tag(me, anna.id, 'Yoga').expect(200);
    await tag(me, bo.id, 'yoga').expect(200);
    await tag(me, cy.id, 'met at the Aarhus party').expect(200);
    const page = (await me.get('/Tags').expect(200)).text;
    const chips = [...page.matchAll(/<a class="button secondary" href="(\/Tags\?tag=[^"]+)" aria-label="([^"]+)">/g)].map((m) => [m[1], m[2]]);
    expect(chips).to.deep.equal([
      ['/Tags?tag=Yoga', 'Yoga, tagged profiles: 2'],
      ['/Tags?tag=met%20at%20the%20Aarhus%20party', 'met at the Aarhus party, tagged profiles: 1'],
    ]);

    const list = (await me.get('/Tags?tag=YOGA').expect(200)).text;
    expect(list).to.include('Tagged “YOGA”');
    expect(cardsOf(list)).to.deep.equal([bo.name, anna.name]);
    expect(list).to.include(`action="/Tags/Profile/${anna.id}/Remove"`).and.include('name="back" value="list"');
    await me.form(`/Tags/Profile/${anna.id}/Remove`, { tag: 'YOGA', back: 'list' }).expect(303).expect('Location', '/Tags?tag=YOGA');
    expect(cardsOf((await me.get('/Tags?tag=yoga').expect(200)).text)).to.deep.equal([bo.name]);
    expect((await me.get('/Tags?tag=nothing').expect(200)).text).to.include('None of the profiles you can see has this tag.').and.include('All my tags');
    expect((await me.get(`/Tags?tag=${'x'.repeat(41)}`).expect(400)).text).to.include('A tag can be at most 40 characters.');
  });

  it('pages by 30 with a plain next link, and the last page has none', async () => {
    const me = await tagger();
    const termsVersion = await requiredTermsVersion(testDb());
    const stamp = Date.now().toString(36);
    const ids = await insertProfilesInBulk(testDb(), Array.from({ length: 31 }, (_, i) => ({
      name: `paged${String(i).padStart(2, '0')}x${stamp}`, email: `paged${i}x${stamp}@example.test`, passwordHash: null, kind: 'Single' as const, status: 3,
      darkStatus: 0, member: false, termsVersion, forcedValidation: false, staffRole: 0, language: null,
    })));
    const base = Date.parse('2026-01-01T00:00:00Z');
    await testDb()('profile_tags').insert(ids.map((id, i) => ({ owner_id: me.profile.id, profile_id: id, tag: 'crowd', created_at: new Date(base + i * 1000) })));
    const first = (await me.get('/Tags?tag=crowd').expect(200)).text;
    expect(cardsOf(first)).to.have.length(30);
    expect(cardsOf(first)[0]).to.match(/^paged30x/);
    expect(first).to.include('<a rel="next" class="button secondary" href="/Tags?tag=crowd&amp;page=2">Next page</a>');
    const second = (await me.get('/Tags?tag=crowd&page=2').expect(200)).text;
    expect(cardsOf(second)).to.deep.equal([`paged00x${stamp}`]);
    expect(second).not.to.include('rel="next"');
    expect(second).to.include('href="/Tags?tag=crowd">Previous page</a>');
    expect((await me.get('/Tags').expect(200)).text).to.include('aria-label="crowd, tagged profiles: 31"');
  });

  it('a profile blocked either way or no longer visible is neither listed nor counted, and shows again when that ends', async () => {
    const me = await tagger();
    const [blocked, blocker, gone, validating, fine] = await Promise.all([buildMember(), buildMember(), buildMember(), buildMember(), buildMember()]);
    for (const p of [blocked, blocker, gone, validating, fine]) await tag(me, p.id, 'mixed').expect(200);
    await blockProfile(testDb(), me.profile.id, blocked.id);
    await blockProfile(testDb(), blocker.id, me.profile.id);
    await testDb()('profiles').where({ id: gone.id }).update({ status: 4 });
    await testDb()('profiles').where({ id: validating.id }).update({ forced_validation: true });

    expect(cardsOf((await me.get('/Tags?tag=mixed').expect(200)).text)).to.deep.equal([fine.name]);
    expect((await me.get('/Tags').expect(200)).text).to.include('aria-label="mixed, tagged profiles: 1"');
    expect((await me.get('/api/CurrentProfile/Tags').expect(200)).body).to.deep.equal([{ tag: 'mixed', count: 1 }]);
    await me.get(`/Tags/Profile/${blocker.id}`).expect(404);
    await tag(me, blocked.id, 'again').expect(404);

    await testDb()('profiles').where({ id: gone.id }).update({ status: 3 });
    expect((await me.get('/api/CurrentProfile/Tags').expect(200)).body).to.deep.equal([{ tag: 'mixed', count: 2 }]);
  });

  it('/Tags/Profile/:id: the member\'s tags on one profile with the form (the page a failed add shows)', async () => {
    const me = await tagger();
    const other = await buildMember();
    await tag(me, other.id, 'Yoga').expect(200);
    const page = (await me.get(`/Tags/Profile/${other.id}`).expect(200)).text;
    expect(page).to.include(`My tags for ${other.name}`).and.include('>Yoga</a>').and.include(`href="/Profile/${other.id}"`);
    await me.get('/Tags/Profile/abc').expect(404);
  });
});
