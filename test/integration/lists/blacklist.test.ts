import { expect } from 'chai';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';

describe('the blacklist across the lists (favourites, visitors, notes)', () => {
  it('after A blocks B each vanishes from the other’s lists, and both come back after the block is lifted', async () => {
    const a = await buildMember();
    const b = await buildMember();
    const [as, bs] = [await loggedOnAs(a), await loggedOnAs(b)];
    for (const [agent, other] of [[as, b], [bs, a]] as const) {
      await agent.get(`/Profile/${other.id}`).expect(200);
      await agent.postForm('/Favorites/Add', { profileId: other.id }).expect(303);
      await agent.postForm(`/Notes/${other.id}`, { text: `About ${other.name}` }).expect(303);
    }
    await jobsSettled();

    const shows = async (agent: typeof as, other: typeof a) => {
      const name = `<strong>${other.name}</strong>`;
      return {
        favourites: (await agent.get('/Favorites').expect(200)).text.includes(name),
        visitors: (await agent.get('/Visitors').expect(200)).text.includes(name),
        notes: (await agent.get('/Notes').expect(200)).text.includes(name),
        api: [
          (await agent.get('/api/TopMenu/Favorites').expect(200)).body.items.length,
          (await agent.get('/api/TopMenu/Visits').expect(200)).body.items.length,
          (await agent.get('/api/Profiles/GetNotes').expect(200)).body.items.length,
        ],
      };
    };
    const all = { favourites: true, visitors: true, notes: true, api: [1, 1, 1] };
    const none = { favourites: false, visitors: false, notes: false, api: [0, 0, 0] };
    expect(await shows(as, b)).to.deep.equal(all);
    expect(await shows(bs, a)).to.deep.equal(all);

    await as.postForm(`/Profile/${b.id}/Block`, {}).expect(303);
    expect(await shows(as, b), "B in A's lists").to.deep.equal(none);
    expect(await shows(bs, a), "A in B's lists").to.deep.equal(none);
    await bs.get(`/Notes/${a.id}`).expect(404);
    await bs.postForm('/Favorites/Add', { profileId: a.id }).expect(404);

    await as.postForm('/Blacklist/Remove', { profileId: b.id }).expect(303);
    expect(await shows(as, b)).to.deep.equal(all);
    expect(await shows(bs, a)).to.deep.equal(all);
  });
});
