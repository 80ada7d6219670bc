import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled } from '../../support/accounts.ts';
import { formatDate, formatTimeOfDay } from '../../../src/platform/i18n/formats.ts';
import { storedTags, tag, tagger } from './helpers.ts';

describe('tags: at most 100 new tags in 24 hours', () => {
  afterEach(jobsSettled);

  it('refuses the 101st tag with 429 naming when one more is allowed; taking tags off is never capped and gives no place back', async () => {
    const me = await tagger();
    const profiles = await Promise.all(Array.from({ length: 6 }, () => buildMember()));
    for (const p of profiles.slice(0, 5)) {
      for (let i = 0; i < 20; i++) await tag(me, p.id, `t${i}`).expect(200);
    }
    const oldest = (await testDb()('daily_actions').where({ actor_id: me.profile.id }).min('created_at as at').first())!.at as string;
    const resetAt = new Date(new Date(oldest).getTime() + 24 * 60 * 60 * 1000);

    const refused = await tag(me, profiles[5]!.id, 'one more').expect(429);
    expect(refused.body.error.code).to.equal('tooManyTagsToday');
    expect(refused.body.error.message).to.equal(
      `You have added 100 tags in the last 24 hours, as many as you may for now. You can add another from ${formatTimeOfDay(resetAt, 'en-GB')} on ${formatDate(resetAt, 'en-GB')}.`,
    );
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(23 * 3600);
    // The profile page's form says it too.
    const form = await me.form(`/Tags/Profile/${profiles[5]!.id}`, { tag: 'one more' }).expect(429);
    expect(form.text).to.include('You have added 100 tags in the last 24 hours');

    // A tag the profile has already changes nothing and is not refused; taking one off works and does not refill.
    await tag(me, profiles[0]!.id, 't0').expect(200);
    await me.api('/api/CurrentProfile/UntagProfile', { profileId: profiles[0]!.id, tag: 't0' }).expect(200);
    await tag(me, profiles[0]!.id, 't0').expect(429);
    expect(await storedTags(me.profile.id)).to.have.length(99);

    // Another member's budget is their own.
    const other = await tagger();
    await tag(other, profiles[5]!.id, 'fine').expect(200);
  });
});
