import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('GetAutomaticMatchWords (/api/Common/)', () => {
  it("suggests the member's own most used words, leaving out short and common ones", async () => {
    const member = await buildMember();
    await testDb()('profile_details').insert({
      profile_id: member.id,
      presentation: 'I love hiking and sailing. Hiking in the mountains, sailing on the fjord, and jazz. Jeg elsker jazz og hiking.',
      looking_for: 'Someone for hiking, jazz concerts and coffee.',
    });
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    await request(testApp()).post('/api/Common/GetAutomaticMatchWords').send({}).expect(401);
    const words = (await agent.post('/api/Common/GetAutomaticMatchWords').set('x-csrf-token', token).send({}).expect(200)).body;
    expect(words.slice(0, 3)).to.deep.equal(['hiking', 'jazz', 'sailing']);
    expect(words).to.include('fjord').and.include('mountains').and.not.include('love').and.not.include('and').and.not.include('og');
  });

  it('suggests nothing for a member who has not written anything yet', async () => {
    const agent = await loggedOnAs(await buildMember());
    const token = await agent.csrf('/Start');
    expect((await agent.post('/api/Common/GetAutomaticMatchWords').set('x-csrf-token', token).send({}).expect(200)).body).to.deep.equal([]);
  });
});
