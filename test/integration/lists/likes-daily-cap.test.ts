import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, memberWithApi as member } from '../../support/accounts.ts';
import { formatDate, formatTimeOfDay } from '../../../src/platform/i18n/formats.ts';

type Member = Awaited<ReturnType<typeof member>>;
const toggle = (m: Member, itemId: number) => m.api('/api/Likes/ToggleLike', { itemType: 'Profile', itemId });

describe('likes: at most 50 in 24 hours', () => {
  afterEach(jobsSettled);

  it('refuses the 51st like with 429 naming when one more is allowed, in the member\'s language; taking a like back works and gives no place back', async () => {
    const me = await member({ language: 'da-DK' });
    const profiles = await Promise.all(Array.from({ length: 51 }, () => buildMember()));
    for (const p of profiles.slice(0, 50)) expect((await toggle(me, p.id).expect(200)).body.liked).to.equal(true);
    const oldest = (await testDb()('daily_actions').where({ actor_id: me.profile.id }).min('created_at as at').first())!.at as string;
    const resetAt = new Date(new Date(oldest).getTime() + 24 * 60 * 60 * 1000);

    const refused = await toggle(me, profiles[50]!.id).expect(429);
    expect(refused.body.error.code).to.equal('tooManyLikes');
    expect(refused.body.error.message).to.equal(
      `Du har liket 50 profiler inden for de sidste 24 timer, så mange som du må indtil videre. Du kan like igen fra kl. ${formatTimeOfDay(resetAt, 'da-DK')} den ${formatDate(resetAt, 'da-DK')}.`,
    );
    expect(Number(refused.headers['retry-after'])).to.be.greaterThan(23 * 3600);

    expect((await toggle(me, profiles[0]!.id).expect(200)).body.liked, 'taking back is never refused').to.equal(false);
    await toggle(me, profiles[0]!.id).expect(429);
    expect(await testDb()('likes').where({ profile_id: me.profile.id }).count('* as n').first()).to.deep.include({ n: 49 });

    const other = await member();
    expect((await toggle(other, profiles[50]!.id).expect(200)).body.liked, 'a budget is per member').to.equal(true);
  });
});
