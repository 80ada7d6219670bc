import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { formatDate, formatTimeOfDay } from '../../src/platform/i18n/formats.ts';

const dark = 'dark.localhost';

/** An approved dark member logged on at the dark site, with a form token for forms and calls. */
async function darkMember(overrides: Partial<NewProfile> = {}) {
  const profile = await buildMember({ darkStatus: 3, member: true, language: 'en-GB', ...overrides });
  const agent = await loggedOnAs(profile, { host: dark });
  const token = await agent.csrf(`/Profile/${profile.id}/Relations`);
  const form = (path: string, fields: Record<string, string | number>) => agent.post(path).type('form').send({ _csrf: token, ...fields });
  const call = (name: string, body: object) => agent.post(`/api/DarkProfileConnection/${name}`).set('x-csrf-token', token).send(body);
  return { profile, form, call };
}
const ask = (m: Awaited<ReturnType<typeof darkMember>>, profileId: number) => m.call('CreateProfileConnection', { profileId, role: 'Friend' });

describe('relations: at most 20 requests in 24 hours', () => {
  afterEach(jobsSettled);

  it('refuses the 21st request with 429 naming when one more is allowed, in the member\'s language; taking back gives no place back; answering is never capped', async () => {
    const [anna, bo] = [await darkMember(), await darkMember({ language: 'sv-SE' })];
    const others = await Promise.all(Array.from({ length: 21 }, () => buildMember({ darkStatus: 3, member: true })));
    for (const o of others.slice(0, 20)) {
      await ask(anna, o.id).expect(200);
      await ask(bo, o.id).expect(200);
    }
    const oldest = (await testDb()('daily_actions').where({ actor_id: anna.profile.id }).min('created_at as at').first())!.at as string;
    const resetAt = new Date(new Date(oldest).getTime() + 24 * 60 * 60 * 1000);

    const refused = await ask(anna, others[20]!.id).expect(429);
    expect(refused.body.error.code).to.equal('tooManyRelationRequests');
    expect(refused.body.error.message).to.equal(
      `You have asked for 20 relations in the last 24 hours, as many as you may for now. You can ask again from ${formatTimeOfDay(resetAt, 'en-GB')} on ${formatDate(resetAt, 'en-GB')}.`,
    );
    const viaForm = await anna.form('/Relations/Ask', { profileId: others[20]!.id, role: 'Friend' }).expect(429);
    expect(viaForm.text).to.include('You have asked for 20 relations in the last 24 hours');

    // Taking one back does not refill the day.
    const mine = await testDb()('profile_connections').where({ requester_id: anna.profile.id }).orderBy('id').first('id');
    await anna.call('DeleteProfileConnection', { connectionId: Number(mine.id) }).expect(200);
    await ask(anna, others[20]!.id).expect(429);

    // A request to Anna she can still accept; Bo's refusal is in his language.
    const cy = await darkMember();
    await ask(cy, anna.profile.id).expect(200);
    const incoming = await testDb()('profile_connections').where({ requester_id: cy.profile.id }).first('id');
    await anna.call('AcceptProfileConnection', { connectionId: Number(incoming.id) }).expect(200);
    const swedish = await ask(bo, others[20]!.id).expect(429);
    expect(swedish.body.error.message).to.include('Du har bett om 20 relationer under de senaste 24 timmarna');
  });
});
