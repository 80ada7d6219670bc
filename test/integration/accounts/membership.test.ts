import { expect } from 'chai';
import request from 'supertest';
import { grantMembership } from '../../../src/modules/accounts/index.ts';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('membership page (/Membership, where member-only pages send non-members)', () => {
  it('sends a non-member from a member-only action to /Membership, which says what it gives, how to get one, and leads back', async () => {
    const tagger = await buildMember({ language: 'sv-SE' });
    const other = await buildMember();
    const agent = await loggedOnAs(tagger);
    const refused = await agent.postForm(`/Tags/Profile/${other.id}`, { tag: 'yoga' }).expect(302);
    expect(refused.headers.location).to.equal(`/Membership?u=${encodeURIComponent(`/Tags/Profile/${other.id}`)}`);
    const page = (await agent.get(refused.headers.location!).expect(200)).text;
    expect(page).to.include('Den sidan är för medlemmar.').and.include('Så blir du medlem');
    expect(page).to.include('href="/Support#CreateTicket"').and.include(`href="/Tags/Profile/${other.id}"`);
    expect(await testDb()('profile_tags').where({ owner_id: tagger.id }).first(), 'nothing was tagged').to.equal(undefined);
  });

  it('never leads back off the site, and tells a member until when theirs runs', async () => {
    const agent = await loggedOnAs(await buildMember({ language: 'en-GB' }));
    const away = (await agent.get('/Membership').query({ u: '//evil.example/x' }).expect(200)).text;
    expect(away).to.include('How to become a member');
    expect(away).to.not.include('href="//evil.example');
    await request(testApp()).get('/Membership').expect(302);

    const member = await buildMember({ language: 'en-GB' });
    const until = await grantMembership(testDb(), member.id, 30);
    const page = (await (await loggedOnAs(member)).get('/Membership').expect(200)).text;
    expect(page).to.include('You are a member until').and.not.include('How to become a member');
    expect(until).to.be.instanceOf(Date);
  });
});
