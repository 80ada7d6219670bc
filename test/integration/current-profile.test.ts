import { expect } from 'chai';
import request from 'supertest';
import { notificationKinds, registeredKind, siteToday } from '../../src/modules/profiles/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs, signUpAndConfirm, signUpFields } from '../support/accounts.ts';

const dark = 'dark.localhost';
const getProfileData = '/api/CurrentProfile/GetProfileData';
/** Every registered kind that pushes by default (modules add kinds: the list is the registry's, never a copy). */
const pushKinds = () => notificationKinds().filter((kind) => registeredKind(kind)?.defaults.includes('push'));

describe('the current profile (/api/CurrentProfile/GetProfileData, spec §3)', function () {
  afterEach(jobsSettled);

  it('asks a visitor to log on (401)', async () => {
    await request(testApp()).get(getProfileData).expect(401);
    await request(testApp()).get(getProfileData).set('Host', dark).expect(401);
  });

  it('gives a new member every field from its owner: persons and country, the birthday splash, push and the missing height and weight', async () => {
    const today = siteToday();
    const born = `${Number(today.slice(0, 4)) - 30}${today.slice(4)}`;
    const agent = await signUpAndConfirm({ birthday1: born });
    const token = await agent.csrf('/Start');
    const { countryId } = await signUpFields();
    const profile = await testDb()('profiles').where({ name_key: 'aurora_77' }).first('id');

    const data = (await agent.get(getProfileData).expect(200)).body;
    expect(data).to.deep.equal({
      id: Number(profile.id),
      member: false,
      status: 3,
      darkStatus: 0,
      termsAccepted: true,
      forcedValidation: false,
      forcedConsentMedia: false,
      isLoggedIn: true,
      impersonated: false,
      requestPushPermission: true,
      showBirthdaySplash: true,
      needUpdateHeightAndWeight: true,
      countryId,
      persons: [{ index: 0, birthday: born, gender: 'Female', heightCm: null, weightKg: null, confirmed: true }],
    });

    const api = (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body).expect(200);
    await api('/api/EditProfile/UpdatePersonWeightAndHeight', { personIndex: 0, heightCm: 172, weightKg: null });
    expect((await agent.get(getProfileData).expect(200)).body.needUpdateHeightAndWeight, 'the weight is still missing').to.equal(true);
    await api('/api/EditProfile/UpdatePersonWeightAndHeight', { personIndex: 0, heightCm: 172, weightKg: 64 });
    await agent.post('/Birthdays/CloseSplash').type('form').send({ _csrf: token }).expect(303);
    for (const kind of pushKinds()) await api('/api/EditProfile/UpdateNotificationSetting', { kind, channels: { site: true, email: false, push: false } });

    const after = (await agent.get(getProfileData).expect(200)).body;
    expect(after).to.deep.include({ needUpdateHeightAndWeight: false, showBirthdaySplash: false, requestPushPermission: false });
    expect(after.persons[0]).to.deep.include({ heightCm: 172, weightKg: 64 });
  });

  it('answers while the member is confined, so the app knows where to send them: terms not accepted, not approved on the dark site', async () => {
    const pending = await buildMember({ termsVersion: 0 });
    const data = (await (await loggedOnAs(pending)).get(getProfileData).expect(200)).body;
    expect(data).to.deep.include({ id: pending.id, termsAccepted: false, persons: [], countryId: null, needUpdateHeightAndWeight: false });

    const applicant = await buildMember({ member: true, darkStatus: 1 });
    expect((await (await loggedOnAs(applicant, { host: dark })).get(getProfileData).expect(200)).body).to.deep.include({ darkStatus: 1, member: true, termsAccepted: true });
  });
});
