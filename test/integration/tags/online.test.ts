import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../../support/accounts.ts';
import { blockProfile, updateConfiguration } from '../../../src/modules/profiles/index.ts';
import { forgetPresence, heartbeat } from '../../../src/modules/presence/index.ts';
import { tag, tagger } from './helpers.ts';

const onlineTagged = (recipientId: number) => testDb()('notifications').where({ profile_id: recipientId, kind: 'onlineTagged' }).orderBy('id');

describe('tags: online tagged profiles (OnlineTaggedProfiles, the onlineTagged notification)', () => {
  afterEach(jobsSettled);

  it('OnlineTaggedProfiles: the tagged profiles online now, newest beat first, never one hiding it, blocked or not visible', async () => {
    const me = await tagger();
    const [early, late, hiding, blocked, gone, offline] = [await buildMember(), await buildMember(), await buildMember(), await buildMember(), await buildMember(), await buildMember()];
    for (const p of [early, late, hiding, blocked, gone, offline]) await tag(me, p.id, 'watch').expect(200);
    await tag(me, late.id, 'Also').expect(200);
    await forgetPresence(testDb());
    const now = Date.now();
    await heartbeat(testDb(), early.id, now - 60_000);
    for (const p of [late, hiding, blocked, gone]) await heartbeat(testDb(), p.id, now - 1_000);
    await updateConfiguration(testDb(), hiding.id, 'showOnlineStatus', 'false');
    await blockProfile(testDb(), blocked.id, me.profile.id);
    await testDb()('profiles').where({ id: gone.id }).update({ status: 4 });

    const { body } = await me.get('/api/Notifications/OnlineTaggedProfiles').expect(200);
    expect(body.count).to.equal(2);
    expect(body.items).to.deep.equal([
      { id: late.id, name: late.name, kind: 'Single', tags: ['Also', 'watch'] },
      { id: early.id, name: early.name, kind: 'Single', tags: ['watch'] },
    ]);
    const free = await tagger({ member: false });
    expect((await free.get('/api/Notifications/OnlineTaggedProfiles').expect(403)).body.error.code).to.equal('membershipRequired');
    expect((await (await tagger()).get('/api/Notifications/OnlineTaggedProfiles').expect(200)).body, 'another member tagged nobody').to.deep.equal({ count: 0, items: [] });
  });

  it('a tagged profile logging on notifies each member who tagged it, once per UTC day; never a non-member, nor across a block', async () => {
    const star = await buildMember({ member: true });
    const [fan, otherFan, lapsed, blocker, blocked] = [await tagger(), await tagger(), await tagger(), await tagger(), await tagger()];
    for (const m of [fan, otherFan, lapsed, blocker, blocked]) {
      await tag(m, star.id, 'yoga').expect(200);
      await tag(m, star.id, 'climbing').expect(200);
    }
    await testDb()('profiles').where({ id: lapsed.profile.id }).update({ member: false });
    await blockProfile(testDb(), blocker.profile.id, star.id);
    await blockProfile(testDb(), star.id, blocked.profile.id);

    await loggedOnAs(star);
    await jobsSettled();
    for (const m of [fan, otherFan]) {
      const rows = await onlineTagged(m.profile.id);
      expect(rows, 'one row, whatever the number of tags').to.have.length(1);
      expect(rows[0]).to.deep.include({ action: 'online', actor_profile_id: star.id, subject_type: 'profile', subject_id: star.id, read_at: null });
      const [n] = (await m.get('/api/Notifications/ClientNotifications').expect(200)).body.notifications;
      expect(n).to.deep.include({ kind: 'onlineTagged', link: `/Profile/${star.id}`, text: `${star.name}, whom you tagged, is online` });
    }
    for (const [m, why] of [[lapsed, 'no longer a member'], [blocker, 'blocked the star'], [blocked, 'blocked by the star']] as const) {
      expect(await onlineTagged(m.profile.id), why).to.have.length(0);
    }
    expect(await onlineTagged(star.id), 'nothing to the one who logged on').to.have.length(0);

    await loggedOnAs(star);
    await jobsSettled();
    expect(await onlineTagged(fan.profile.id), 'a second log on the same day').to.have.length(1);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await testDb()('notifications').where({ profile_id: fan.profile.id, kind: 'onlineTagged' }).update({ dedupe_key: `onlineTagged:${star.id}:${yesterday}` });
    await loggedOnAs(star);
    await jobsSettled();
    expect(await onlineTagged(fan.profile.id), 'the next day').to.have.length(2);
    expect(await onlineTagged(otherFan.profile.id)).to.have.length(1);
  });

  it('nothing when the tagged profile hides its online status, or the member turned the kind off', async () => {
    const star = await buildMember({ member: true });
    const shy = await buildMember({ member: true });
    const fan = await tagger();
    const off = await tagger();
    for (const m of [fan, off]) {
      await tag(m, star.id, 'yoga').expect(200);
      await tag(m, shy.id, 'yoga').expect(200);
    }
    await off.api('/api/EditProfile/UpdateNotificationSetting', { kind: 'onlineTagged', channels: { site: false, email: false, push: false } }).expect(200);
    await updateConfiguration(testDb(), shy.id, 'showOnlineStatus', 'false');
    await loggedOnAs(star);
    await loggedOnAs(shy);
    await jobsSettled();
    expect((await onlineTagged(fan.profile.id)).map((r: { actor_profile_id: unknown }) => Number(r.actor_profile_id))).to.deep.equal([star.id]);
    expect(await onlineTagged(off.profile.id)).to.have.length(0);
    expect((await fan.get('/NotificationSettings').expect(200)).text).to.include('A profile you tagged comes online');
  });
});
