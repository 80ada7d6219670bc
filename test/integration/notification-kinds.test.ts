import { expect } from 'chai';
import { notifyMany } from '../../src/modules/notifications/index.ts';
import { registerNotificationKind, type NotificationKindEntry } from '../../src/modules/profiles/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, loggedOnAs } from '../support/accounts.ts';

const dark = 'dark.localhost';
// Kinds of modules still to come, registered as their index.ts will (texts: keys a module's locale file would hold).
const lodgeInvite: NotificationKindEntry = {
  label: 'lodges.notifications.invite',
  sentences: { invited: 'lodges.notifications.invited' },
  link: (n) => `/Lodges/${n.subjectId}`,
  defaults: ['site', 'email'],
  site: 'both',
};
const meetupNearby: NotificationKindEntry = { ...lodgeInvite, label: 'events.notifications.meetupNearby', link: () => '/Events', defaults: ['site'], site: 'dark' };

describe('notification kinds: an open registry a module adds to from its index.ts', () => {
  afterEach(jobsSettled);

  it('a registered kind is on /NotificationSettings with its default channels and is saved; a dark kind only on the dark site; the undo takes it away', async () => {
    const me = await buildMember({ member: true, darkStatus: 3, language: 'en-GB' });
    const regular = await loggedOnAs(me);
    const onDark = await loggedOnAs(me, { host: dark });
    const undo = [registerNotificationKind('lodgeInvite', lodgeInvite), registerNotificationKind('meetupNearby', meetupNearby)];
    try {
      const page = (await regular.get('/NotificationSettings').expect(200)).text;
      expect(page).to.include('<legend>lodges.notifications.invite</legend>');
      expect(page).to.include('id="lodgeInvite.email" name="lodgeInvite.email" checked').and.include('id="lodgeInvite.push" name="lodgeInvite.push">');
      expect(page, 'the regular site never names a dark kind').to.not.include('meetupNearby');
      const darkPage = (await onDark.get('/NotificationSettings').expect(200)).text;
      expect(darkPage).to.include('id="meetupNearby.site" name="meetupNearby.site" checked').and.include('id="lodgeInvite.site"');

      await regular.postForm('/NotificationSettings', { 'lodgeInvite.push': 'on', 'newMessage.site': 'on', notificationTimeRange: '0' }).expect(303);
      const saved = (await regular.get('/api/EditProfile/NotificationSettings').expect(200)).body;
      expect(saved.lodgeInvite).to.deep.equal({ site: false, email: false, push: true });
      expect(saved.meetupNearby, 'a kind the regular page does not list keeps its choice').to.deep.equal({ site: true, email: false, push: false });
    } finally {
      for (const u of undo) u();
    }
    expect((await regular.get('/NotificationSettings').expect(200)).text).to.not.include('lodgeInvite');
    expect((await regular.get('/api/EditProfile/NotificationSettings').expect(200)).body).to.not.have.property('lodgeInvite');
  });

  it('notifications links and words a registered kind from its entry, and refuses a kind no module registered', async () => {
    const me = await buildMember({ member: true, language: 'en-GB' });
    const host = await buildMember({ member: true });
    const agent = await loggedOnAs(me);
    const happening = { actorId: host.id, kind: 'lodgeInvite', action: 'invited', subjectType: 'lodge', subjectId: 42, dark: false, dedupeKey: `lodgeInvite:42:${me.id}` };
    const undo = registerNotificationKind('lodgeInvite', lodgeInvite);
    try {
      expect(await notifyMany(testDb(), [me.id], happening)).to.equal(1);
      const [n] = (await agent.get('/api/Notifications/ClientNotifications').expect(200)).body.notifications;
      expect(n).to.include({ kind: 'lodgeInvite', action: 'invited', link: '/Lodges/42', text: 'lodges.notifications.invited' });
      expect(() => registerNotificationKind('lodgeInvite', lodgeInvite)).to.throw(/notification kinds: "lodgeInvite" is registered twice/);
    } finally {
      undo();
    }
    let error: unknown;
    await notifyMany(testDb(), [me.id], { ...happening, dedupeKey: 'again' }).catch((err: unknown) => (error = err));
    expect(String(error)).to.include('Notification kind "lodgeInvite" is not registered');
  });
});
