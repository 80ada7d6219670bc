import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';
import { cameraJpeg, upload } from '../support/media.ts';

const person = { orientation: null, relationship: null, heightCm: null, weightKg: null, bodyBuild: null, eyeColour: null, hairColour: null, smoking: null, dominance: null };

describe('start page hints (CurrentProfile/Hints, "Complete your profile" on /Start)', () => {
  it('lists what is missing from one\'s own profile, in one\'s language, and drops each step once it is done', async () => {
    await request(testApp()).get('/api/CurrentProfile/Hints').expect(401);
    const member = await buildMember({ language: 'da-DK' });
    // Never today: on the birthday payments' birthday offer leads the hints (a leap year takes any day).
    const notToday = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(5, 10);
    await testDb()('profile_persons').insert({ profile_id: member.id, position: 0, birthday: `1992-${notToday}`, gender: 'Female' });
    const agent = await loggedOnAs(member);
    const token = await agent.csrf('/Start');
    const hints = async () => (await agent.get('/api/CurrentProfile/Hints').expect(200)).body as { id: string; text: string; href: string }[];

    expect(await hints()).to.deep.equal([
      { id: 'ProfilePicture', text: 'Tilføj et profilbillede', href: '/EditProfile/PicturesAndVideos' },
      { id: 'Presentation', text: 'Skriv et par ord om dig selv', href: '/EditProfile#presentation' },
      { id: 'Area', text: 'Fortæl, hvor du bor, så folk i nærheden kan finde dig', href: '/EditProfile#countryId' },
      { id: 'MatchSettings', text: 'Vælg, hvem du vil møde', href: '/EditProfile/MatchSettings' },
    ]);
    const start = (await agent.get('/Start').expect(200)).text;
    expect(start).to.include('Gør din profil færdig').and.include('href="/EditProfile/MatchSettings"');
    // Each link leads somewhere real.
    for (const h of await hints()) await agent.get(h.href.split('#')[0]!).expect(200);

    const countryId = Number((await testDb()('countries').where({ code: 'DK' }).first('id')).id);
    await agent.post('/api/EditProfile/UpdateProfile').set('x-csrf-token', token).send({ presentation: 'Glad for fjorde og kaffe.', lookingFor: '', persons: [person], area: { countryId, postalCode: '8000' } }).expect(200);
    await agent.post('/api/EditProfile/SaveProfileFilterConfiguration').set('x-csrf-token', token).send({ genders: [], ageMin: 18, ageMax: 99, distanceKm: null, lookingFor: [] }).expect(200);
    expect((await hints()).map((h) => h.id)).to.deep.equal(['ProfilePicture']);

    await upload(agent, token, await cameraJpeg(320, 240, { seed: 7301 }), 'me.jpg', { albumTypeId: 1 }).expect(200);
    await jobsSettled();
    expect(await hints()).to.deep.equal([]);
    expect((await agent.get('/Start').expect(200)).text).to.not.include('Gør din profil færdig');
  });
});
