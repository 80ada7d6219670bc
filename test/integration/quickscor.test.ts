import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile, ProfileRecord } from '../../src/modules/accounts/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { personalDataHolders, eraseEverywhere } from '../../src/platform/personal-data/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, memberWithApi } from '../support/accounts.ts';

const dark = 'dark.localhost';
const variants = { 'w480.jpg': 'p/w480-q.jpg', 'w480.webp': 'p/w480-q.webp', 'blur.jpg': 'p/blur-q.jpg', 'blur.webp': 'p/blur-q.webp' };

/** Gives the profile a main profile picture (a Live picture in its Profile album), explicit when asked. */
async function withPicture<P extends { id: number }>(profile: P, opts: { explicit?: boolean } = {}): Promise<P> {
  const [album] = await testDb()('media_albums').insert({ profile_id: profile.id, kind: 'Profile', name: '' }).returning('id');
  await testDb()('media').insert({ profile_id: profile.id, album_id: Number(album.id), type: 'Picture', status: 'Live', explicit: Boolean(opts.explicit), width: 480, height: 480, variants: JSON.stringify(variants), position: 0 });
  return profile;
}

const pictured = async (overrides: Partial<NewProfile> = {}, opts: { explicit?: boolean } = {}) => withPicture(await buildMember({ language: 'en-GB', ...overrides }), opts);
const rater = (overrides: Partial<NewProfile> = {}, host?: string) => memberWithApi({ language: 'en-GB', ...overrides }, host);
type Rater = Awaited<ReturnType<typeof rater>>;

/** Every profile the rater is offered, in order, skipping each through the API until none is left. */
async function offered(agent: Rater): Promise<number[]> {
  const seen: number[] = [];
  let next = (await agent.get('/api/QuickScor/Next').expect(200)).body.next;
  while (next) {
    seen.push(next.profileId);
    if (seen.length > 50) throw new Error('too many candidates');
    next = (await agent.api('/api/QuickScor/Rate', { profileId: next.profileId, score: null }).expect(200)).body.next;
  }
  return seen;
}

const ratingsOf = (raterId: number) => testDb()('quickscor_ratings').where({ rater_id: raterId }).orderBy('rated_id').select('rated_id', 'score');
const scoreRow = async (profileId: number) => {
  const row = await testDb()('quickscor_scores').where({ profile_id: profileId }).first();
  return row ? { total: Number(row.total), count: Number(row.count) } : null;
};
const block = (agent: Rater, other: ProfileRecord) => agent.form(`/Profile/${other.id}/Block`, {}).expect(303);

describe('QuickScor (/QuickScor, /api/QuickScor)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    await request(testApp()).get('/QuickScor').expect(302).expect('Location', '/?u=%2FQuickScor');
    await request(testApp()).get('/api/QuickScor/Next').expect(401);
    await request(testApp()).post('/api/QuickScor/Rate').send({ profileId: 1, score: 3 }).expect(401);
  });

  it('refuses bad input with a 400 naming the field, in the member\'s language, and one\'s own picture', async () => {
    const me = await rater({ language: 'da-DK' });
    await withPicture(me.profile);
    const other = await pictured();
    const badScore = await me.api('/api/QuickScor/Rate', { profileId: other.id, score: 6 }).expect(400);
    expect(badScore.body.error.field).to.equal('score');
    expect(badScore.body.error.message).to.equal('Vælg en score fra 1 til 5, eller spring over.');
    expect((await me.api('/api/QuickScor/Rate', { profileId: other.id }).expect(400)).body.error.field).to.equal('score');
    expect((await me.api('/api/QuickScor/Rate', { profileId: other.id, score: 2.5 }).expect(400)).body.error.field).to.equal('score');
    expect((await me.api('/api/QuickScor/Rate', { profileId: 'x', score: 3 }).expect(400)).body.error.field).to.equal('profileId');
    const own = await me.api('/api/QuickScor/Rate', { profileId: me.profile.id, score: 5 }).expect(400);
    expect(own.body.error).to.include({ field: 'profileId', message: 'Du kan ikke bedømme dit eget billede.' });
    const form = await me.form('/QuickScor', { profileId: other.id, score: 'seven' }).expect(400);
    expect(form.text).to.include('Vælg en score fra 1 til 5, eller spring over.');
    expect(form.text, 'the picture is shown again').to.include(`name="profileId" value="${other.id}"`);
    expect(await ratingsOf(me.profile.id)).to.have.length(0);
  });

  it('stores a rating, replaces it on a second one and keeps the sum and count; a skip is stored and not counted', async () => {
    const me = await rater();
    const [a, b] = [await pictured(), await pictured()];
    const first = await me.api('/api/QuickScor/Rate', { profileId: a.id, score: 4 }).expect(200);
    expect(first.body.next.profileId, 'the answer holds the next picture').to.equal(b.id);
    expect(await scoreRow(a.id)).to.deep.equal({ total: 4, count: 1 });
    await me.api('/api/QuickScor/Rate', { profileId: a.id, score: 2 }).expect(200);
    expect(await scoreRow(a.id)).to.deep.equal({ total: 2, count: 1 });
    await me.api('/api/QuickScor/Rate', { profileId: a.id, score: null }).expect(200);
    expect(await scoreRow(a.id), 'a skip replacing a score takes it out').to.deep.equal({ total: 0, count: 0 });
    await me.api('/api/QuickScor/Rate', { profileId: a.id, score: 5 }).expect(200);
    const skipped = await me.api('/api/QuickScor/Rate', { profileId: b.id, score: null }).expect(200);
    expect(skipped.body.next, 'nobody is left').to.equal(null);
    expect((await ratingsOf(me.profile.id)).map((r) => [Number(r.rated_id), r.score === null ? null : Number(r.score)])).to.deep.equal([[a.id, 5], [b.id, null]]);
    expect(await scoreRow(a.id)).to.deep.equal({ total: 5, count: 1 });
    expect(await scoreRow(b.id)).to.deep.equal({ total: 0, count: 0 });
  });

  it('works without JavaScript: the page shows a picture with five scores and Skip, a post stores it and shows the next', async () => {
    const me = await rater();
    const [a, b] = [await pictured(), await pictured()];
    const page = (await me.get('/QuickScor').expect(200)).text;
    const shownFirst = /name="profileId" value="(\d+)"/.exec(page)![1];
    const firstId = Number(shownFirst);
    const secondId = firstId === a.id ? b.id : a.id;
    for (const score of [1, 2, 3, 4, 5]) expect(page).to.include(`name="score" value="${score}"`);
    expect(page).to.include('name="score" value="skip"').and.include('<h1>QuickScor</h1>');
    expect(page, 'the drawer links to QuickScor').to.include('href="/QuickScor"');
    await me.form('/QuickScor', { profileId: firstId, score: '3' }).expect(303).expect('Location', '/QuickScor');
    const next = (await me.get('/QuickScor').expect(200)).text;
    expect(next).to.include('You gave a score of 3.').and.include(`name="profileId" value="${secondId}"`);
    await me.form('/QuickScor', { profileId: secondId, score: 'skip' }).expect(303);
    const empty = (await me.get('/QuickScor').expect(200)).text;
    expect(empty).to.include('Skipped.').and.include('There is nobody left for you to rate just now.').and.include('href="/Search"');
    expect((await ratingsOf(me.profile.id)).map((r) => r.score === null ? null : Number(r.score))).to.have.members([3, null]);
  });

  it('never offers one\'s own picture, profiles without a picture, or one already rated or skipped', async () => {
    const me = await rater();
    await withPicture(me.profile);
    await buildMember(); // no picture
    const [rated, skipped, fresh] = [await pictured(), await pictured(), await pictured()];
    await me.api('/api/QuickScor/Rate', { profileId: rated.id, score: 3 }).expect(200);
    await me.api('/api/QuickScor/Rate', { profileId: skipped.id, score: null }).expect(200);
    expect(await offered(me)).to.deep.equal([fresh.id]);
  });

  it('never offers a profile blocked either way, not active, held for validation, or (on the dark site) not admitted there', async () => {
    const me = await rater({ darkStatus: 3, member: true });
    const onDarkToo = { darkStatus: 3, member: true };
    const [kept, iBlocked, blocksMe, locked, held] = [await pictured(onDarkToo), await pictured(onDarkToo), await rater(onDarkToo), await pictured({ ...onDarkToo, status: ProfileStatus.Locked }), await pictured({ ...onDarkToo, forcedValidation: true })];
    await withPicture(blocksMe.profile);
    const regularOnly = await pictured({ darkStatus: 0, member: true });
    await block(me, iBlocked);
    await block(blocksMe, me.profile);
    expect(await offered(me), 'regular site').to.have.members([kept.id, regularOnly.id]);
    await testDb()('quickscor_ratings').where({ rater_id: me.profile.id }).delete();
    const onDark = await rater({ darkStatus: 3, member: true }, dark);
    await block(onDark, iBlocked);
    expect(await offered(onDark), 'dark site: only profiles that may be there').to.have.members([kept.id, blocksMe.profile.id]);
    // A rating of a profile the rater may not see is the profiles 404.
    for (const hidden of [iBlocked, blocksMe.profile, locked, held]) await me.api('/api/QuickScor/Rate', { profileId: hidden.id, score: 5 }).expect(404);
    await onDark.api('/api/QuickScor/Rate', { profileId: regularOnly.id, score: 5 }).expect(404);
    expect(await scoreRow(locked.id)).to.equal(null);
  });

  it('never offers an explicit picture to a member who keeps explicit pictures blurred', async () => {
    const me = await rater();
    const [plain, explicit] = [await pictured(), await pictured({}, { explicit: true })];
    expect(await offered(me)).to.deep.equal([plain.id]);
    const optedIn = await rater();
    await optedIn.form('/Pictures/Explicit', { show: 'true' }).expect(303);
    expect(await offered(optedIn)).to.have.members([plain.id, explicit.id]);
  });

  it('puts profiles with a running QuickScor ad on this site first', async () => {
    const me = await rater();
    const others = await Promise.all(Array.from({ length: 6 }, () => pictured()));
    const promoted = others[4]!;
    const ended = others[2]!;
    const darkOnly = others[1]!;
    const hour = 60 * 60 * 1000;
    await testDb()('promotions').insert([
      { profile_id: promoted.id, kind: 'quickScorAd', dark: false, starts_at: new Date(Date.now() - hour), ends_at: new Date(Date.now() + hour) },
      { profile_id: ended.id, kind: 'quickScorAd', dark: false, starts_at: new Date(Date.now() - 3 * hour), ends_at: new Date(Date.now() - hour) },
      { profile_id: darkOnly.id, kind: 'quickScorAd', dark: true, starts_at: new Date(Date.now() - hour), ends_at: new Date(Date.now() + hour) },
    ]);
    const next = (await me.get('/api/QuickScor/Next').expect(200)).body.next;
    expect(next).to.include({ profileId: promoted.id, promoted: true, name: promoted.name });
    expect(next.picture.src).to.match(/^\/media\/\d+\/w480-q\.jpg$/);
    expect((await me.get('/QuickScor').expect(200)).text).to.include('Promoted');
    const order = await offered(me);
    expect(order[0]).to.equal(promoted.id);
    expect(order).to.have.length(6);
  });

  it('counts every rating of one profile made at the same moment (its score row is locked)', async () => {
    const rated = await pictured();
    const raters = await Promise.all(Array.from({ length: 6 }, () => rater()));
    await Promise.all(raters.map((r, i) => r.api('/api/QuickScor/Rate', { profileId: rated.id, score: (i % 5) + 1 }).expect(200)));
    expect(await scoreRow(rated.id)).to.deep.equal({ total: 1 + 2 + 3 + 4 + 5 + 1, count: 6 });
    await Promise.all(raters.map((r) => r.api('/api/QuickScor/Rate', { profileId: rated.id, score: 5 }).expect(200)));
    expect(await scoreRow(rated.id)).to.deep.equal({ total: 30, count: 6 });
  });

  it('shows a member\'s average to one decimal and the count on their profile once three members scored them', async () => {
    const rated = await pictured({ language: 'en-GB' });
    const raters = await Promise.all([rater(), rater(), rater({ language: 'sv-SE' })]);
    await raters[0]!.api('/api/QuickScor/Rate', { profileId: rated.id, score: 5 }).expect(200);
    await raters[1]!.api('/api/QuickScor/Rate', { profileId: rated.id, score: 4 }).expect(200);
    expect((await raters[2]!.get(`/Profile/${rated.id}`).expect(200)).text).not.to.include('quickscor-average');
    await raters[2]!.api('/api/QuickScor/Rate', { profileId: rated.id, score: 4 }).expect(200);
    const swedish = (await raters[2]!.get(`/Profile/${rated.id}`).expect(200)).text;
    expect(swedish).to.include('<strong class="quickscor-average">4,3 av 5</strong>').and.include('från 3 betyg');
    const english = (await raters[0]!.get(`/Profile/${rated.id}`).expect(200)).text;
    expect(english).to.include('4.3 of 5').and.include('from 3 ratings');
  });

  it('exports the ratings a member gave and their own score, never who rated them; erasure removes given and received ratings', async () => {
    const me = await rater();
    await withPicture(me.profile);
    const [a, b] = [await pictured(), await pictured()];
    const others = await Promise.all([rater(), rater()]);
    await me.api('/api/QuickScor/Rate', { profileId: a.id, score: 5 }).expect(200);
    await me.api('/api/QuickScor/Rate', { profileId: b.id, score: null }).expect(200);
    await others[0]!.api('/api/QuickScor/Rate', { profileId: me.profile.id, score: 2 }).expect(200);
    await others[1]!.api('/api/QuickScor/Rate', { profileId: me.profile.id, score: 3 }).expect(200);
    await others[1]!.api('/api/QuickScor/Rate', { profileId: a.id, score: 1 }).expect(200);

    const holder = personalDataHolders().find((h) => h.module === 'quickscor')!;
    const { data } = (await holder.exporter(testDb(), me.profile.id)) as { data: { ratingsGiven: { profileId: number; score: number | null; skipped: boolean }[]; myScore: unknown } };
    expect(data.ratingsGiven.map((r) => ({ profileId: r.profileId, score: r.score, skipped: r.skipped }))).to.deep.equal([
      { profileId: a.id, score: 5, skipped: false },
      { profileId: b.id, score: null, skipped: true },
    ]);
    expect(data.myScore).to.deep.equal({ ratings: 2, total: 5, average: 2.5 });
    expect(JSON.stringify(data)).not.to.include(String(others[0]!.profile.name));

    await testDb().transaction((trx) => eraseEverywhere(trx, me.profile.id));
    await testDb().transaction((trx) => eraseEverywhere(trx, me.profile.id)); // safe twice
    expect(await testDb()('quickscor_ratings').where({ rater_id: me.profile.id }).orWhere({ rated_id: me.profile.id })).to.have.length(0);
    expect(await scoreRow(me.profile.id)).to.equal(null);
    expect(await scoreRow(a.id), 'a is counted again without the erased rating').to.deep.equal({ total: 1, count: 1 });
  });

  it('limits ratings to 40 a minute per member (429)', async () => {
    const me = await rater();
    const other = await pictured();
    for (let i = 0; i < 40; i++) await me.api('/api/QuickScor/Rate', { profileId: other.id, score: (i % 5) + 1 }).expect(200);
    await me.api('/api/QuickScor/Rate', { profileId: other.id, score: 3 }).expect(429);
    const page = await me.form('/QuickScor', { profileId: other.id, score: '3' }).expect(429);
    expect(page.text, 'the page says so').to.include('Too many attempts. Please try again');
    expect(await scoreRow(other.id)).to.deep.equal({ total: 5, count: 1 });
  });
});
