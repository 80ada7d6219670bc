import { AsyncLocalStorage } from 'node:async_hooks';
import { expect } from 'chai';
import request from 'supertest';
import { z } from 'zod';
import type { Express } from 'express';
import { definePage, type AppModule } from '../../src/platform/http/define.ts';
import { profileTabPage, updateConfiguration } from '../../src/modules/profiles/index.ts';
import { pauseJobWorker, testAppWith, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { cookieOf } from '../support/sse.ts';

/**
 * Issue 20: a profile page needs at most two round trips to the database after the session. The page's own queries
 * are counted (knex's 'query' event) while `profileTabPage` (what /Profile/{id} renders) loads, through a test page
 * that wraps it: the session's viewer load before it and the layout's badge after it are not the page's, and only
 * queries issued from its own async context count.
 */
const page = new AsyncLocalStorage<true>();
let counted: string[] = [];
// Only the queries issued from the page's own loading (its async context): not another request's, nor a timer's.
const onQuery = (q: { sql: string }) => {
  if (page.getStore()) counted.push(q.sql);
};
const countingModule: AppModule = {
  name: 'test-profile-queries',
  pages: [
    definePage({
      path: '/Test/ProfileQueries/:id',
      access: 'user',
      params: z.object({ id: z.coerce.number().int().positive() }),
      handler: async ({ params, actor }, req, res) => {
        counted = [];
        const { view, locals } = await page.run(true, () => profileTabPage(req, params.id, 'About', actor));
        res.render(view, locals);
      },
    }),
  ],
};

const danishId = async () => Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
const variants = { 'w480.jpg': 'p/w480-abc.jpg', 'w480.webp': 'p/w480-abc.webp', 'blur.jpg': 'p/blur-abc.jpg', 'blur.webp': 'p/blur-abc.webp' };

/** A profile with a person, an area, texts and an explicit main picture: everything the page reads. */
async function fullProfile() {
  const profile = await buildMember();
  await testDb()('profile_persons').insert({ profile_id: profile.id, position: 0, birthday: '1980-02-03', gender: 'Female', orientation: 'Bisexual' });
  await testDb()('profile_areas').insert({ profile_id: profile.id, country_id: await danishId(), postal_code: '8000' });
  await testDb()('profile_details').insert({ profile_id: profile.id, presentation: 'Fond of long walks', looking_for: '' });
  const [album] = await testDb()('media_albums').insert({ profile_id: profile.id, kind: 'Profile', name: '' }).returning('id');
  const [media] = await testDb()('media')
    .insert({ profile_id: profile.id, album_id: Number(album.id), type: 'Picture', status: 'Live', explicit: true, width: 480, height: 480, variants: JSON.stringify(variants), position: 0 })
    .returning('id');
  return { profile, mediaId: Number(media.id) };
}

describe('a profile page in at most two round trips (issue 20)', () => {
  let app: Express;
  let resumeJobs: () => void;
  before(() => {
    app = testAppWith([countingModule]);
    testDb().on('query', onQuery);
  });
  after(() => {
    testDb().removeListener('query', onQuery);
  });
  beforeEach(async () => {
    resumeJobs = await pauseJobWorker();
  });
  afterEach(() => resumeJobs());

  it('reads the profile, its privacy facts, the viewer setting and the main picture in one statement; the countries once', async () => {
    const { profile, mediaId } = await fullProfile();
    const viewer = await buildMember();
    const cookie = cookieOf(await loggedOnAs(viewer));
    const open = () => request(app).get(`/Test/ProfileQueries/${profile.id}`).set('Cookie', cookie).expect(200);

    await open(); // the first: the visit is published, the countries read and kept
    const html = (await open()).text;
    expect(html).to.include(profile.name).and.include('Fond of long walks').and.include('Aarhus C, ').and.include('Denmark');
    // Explicit, and the viewer has not opted in: the header shows the blurred variant (media's rule, same statement).
    expect(html).to.include(`/media/${mediaId}/blur-abc.jpg`).and.not.include(`/media/${mediaId}/w480-abc.jpg`);
    expect(counted, counted.join('\n---\n')).to.have.length.of.at.most(2);
    expect(counted.filter((sql) => /\bcountries\b/.test(sql)), 'the countries catalogue is kept').to.deep.equal([]);
    expect(counted.filter((sql) => /\bmedia\b/.test(sql)), 'the picture comes in the page statement').to.have.length(1);

    // The viewer opts in to explicit pictures: the very next request shows the full picture.
    await updateConfiguration(testDb(), viewer.id, 'showExplicitMedia', 'true');
    const after = (await open()).text;
    expect(after).to.include(`/media/${mediaId}/w480-abc.jpg`);
    expect(counted, counted.join('\n---\n')).to.have.length.of.at.most(2);
  });

  it('a favourites-only field costs the one check more, and still no more than two', async () => {
    const { profile } = await fullProfile();
    await testDb()('profile_field_visibility').insert({ profile_id: profile.id, field: 'place', audience: 'favourites' });
    const cookie = cookieOf(await loggedOnAs(await buildMember()));
    const open = () => request(app).get(`/Test/ProfileQueries/${profile.id}`).set('Cookie', cookie).expect(200);
    await open();
    const html = (await open()).text;
    expect(html).not.to.include('Aarhus C');
    expect(counted, counted.join('\n---\n')).to.have.length.of.at.most(2);
  });
});
