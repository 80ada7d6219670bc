import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../../support/context.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';

describe('profile configuration and notification settings', () => {
  it('UpdateProfileConfiguration keeps each value of its type (spec §5): 400 naming the field otherwise', async () => {
    const agent = await loggedOnAs(await buildMember());
    const token = await agent.csrf('/Start');
    const update = (key: string, value: string) => agent.post('/api/EditProfile/UpdateProfileConfiguration').set('x-csrf-token', token).send({ key, value });
    await request(testApp()).get('/api/EditProfile/Settings').expect(401);
    expect((await agent.get('/api/EditProfile/Settings').expect(200)).body).to.include({ showOnlineStatus: true, searchViewStyle: 'Gallery', notificationTimeRange: 0 });

    expect((await update('showOnlineStatus', 'yes').expect(400)).body.error).to.include({ field: 'value', message: 'The value must be of the same type as the current one.' });
    expect((await update('notificationTimeRange', '12').expect(400)).body.error.field).to.equal('value');
    expect((await update('noSuchKey', 'true').expect(400)).body.error.field).to.equal('key');
    await update('showOnlineStatus', 'false').expect(200);
    await update('searchViewStyle', 'List').expect(200);
    await update('notificationTimeRange', '168').expect(200);
    expect((await agent.get('/api/EditProfile/Settings').expect(200)).body).to.include({ showOnlineStatus: false, searchViewStyle: 'List', notificationTimeRange: 168 });
  });

  it('/NotificationSettings saves the channels of each kind and the e-mail rhythm, without JavaScript', async () => {
    const agent = await loggedOnAs(await buildMember());
    const page = await agent.get('/NotificationSettings').expect(200);
    expect(page.text).to.include('id="newMessage.email" name="newMessage.email" checked').and.include('id="like.email" name="like.email">');
    await agent.postForm('/NotificationSettings', { 'newMessage.site': 'on', 'like.email': 'on', notificationTimeRange: '24' }).expect(303);
    const saved = (await agent.get('/api/EditProfile/NotificationSettings').expect(200)).body;
    expect(saved.newMessage).to.deep.equal({ site: true, email: false, push: false });
    expect(saved.like).to.deep.equal({ site: false, email: true, push: false });
    expect((await agent.get('/api/EditProfile/Settings').expect(200)).body.notificationTimeRange).to.equal(24);
    const bad = await agent.postForm('/NotificationSettings', { notificationTimeRange: '5' }).expect(400);
    expect(bad.text).to.include('Please choose how often we may e-mail you.');
  });

  it('UpdateNotificationSetting sets one kind (400 naming an unknown kind)', async () => {
    const agent = await loggedOnAs(await buildMember());
    const token = await agent.csrf('/Start');
    const post = (body: object) => agent.post('/api/EditProfile/UpdateNotificationSetting').set('x-csrf-token', token).send(body);
    expect((await post({ kind: 'weather', channels: { site: true, email: true, push: true } }).expect(400)).body.error.field).to.equal('kind');
    await post({ kind: 'newVisitor', channels: { site: false, email: true, push: true } }).expect(200);
    expect((await agent.get('/api/EditProfile/NotificationSettings').expect(200)).body.newVisitor).to.deep.equal({ site: false, email: true, push: true });
  });

  it('is reached from /Settings', async () => {
    const agent = await loggedOnAs(await buildMember());
    const settings = await agent.get('/Settings').expect(200);
    expect(settings.text).to.include('href="/NotificationSettings"').and.include('href="/EditProfile"');
  });
});
