import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { admin } from '../support/admin.ts';

/** A member's browser, with `api` for JSON calls carrying the member's form token, as the site's scripts send them. */
async function member(profile: Parameters<typeof loggedOnAs>[0]) {
  const agent = await loggedOnAs(profile);
  const token = await agent.csrf('/Start');
  return Object.assign(agent, { api: (path: string, body: object) => agent.post(path).set('x-csrf-token', token).send(body) });
}

const reportsOf = (reporterId: number) => testDb()('profile_reports').where({ reporter_id: reporterId }).orderBy('id');


describe('reports of a profile (/Report/Profile/{id}, Profiles/ReportProfile)', () => {
  it('sends a visitor to log on and answers 401 to the calls', async () => {
    const target = await buildMember();
    await request(testApp()).get(`/Report/Profile/${target.id}`).expect(302);
    await request(testApp()).post('/api/Profiles/ReportProfile').send({ profileId: target.id, reason: 'FakeProfile' }).expect(401);
  });

  it('shows the form, saves the report, thanks the member on the profile page; a second report updates the first', async () => {
    const me = await buildMember();
    const target = await buildMember();
    const mine = await member(me);
    const form = (await mine.get(`/Report/Profile/${target.id}`).expect(200)).text;
    expect(form).to.include(`Report ${target.name}`).and.include('type="radio"').and.include('Offers or asks for money, or sells something');

    await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'MoneyOffer', text: 'Asked me to pay for a ticket' }).expect(303).expect('Location', `/Profile/${target.id}`);
    expect((await mine.get(`/Profile/${target.id}`)).text).to.include(`Your report of ${target.name} has been sent to our staff.`);
    expect(await reportsOf(me.id)).to.have.length(1).and.to.satisfy((rows: { reason: string; text: string; urgent: boolean; resolved_at: unknown }[]) =>
      rows[0]!.reason === 'MoneyOffer' && rows[0]!.text === 'Asked me to pay for a ticket' && !rows[0]!.urgent && rows[0]!.resolved_at === null);

    expect((await mine.get(`/Report/Profile/${target.id}`).expect(200)).text, 'the open report fills the form').to.include('Asked me to pay for a ticket').and.match(/value="MoneyOffer" required checked/);
    await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'MoneyOffer', text: 'And again in a second message' }).expect(303);
    expect((await mine.get(`/Profile/${target.id}`)).text).to.include(`Your report of ${target.name} has been updated.`);
    const rows = await reportsOf(me.id);
    expect(rows).to.have.length(1);
    expect(rows[0].text).to.equal('And again in a second message');
  });

  it('names the field in the member’s language (400), and requires a text for Other', async () => {
    const target = await buildMember();
    const mine = await member(await buildMember());
    const noReason = await mine.postForm(`/Report/Profile/${target.id}`, { text: 'Odd' }).expect(400);
    expect(noReason.text).to.include('Choose why you are reporting this profile.').and.include('aria-invalid="true"').and.include('Odd');
    expect((await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'Other', text: '  ' }).expect(400)).text).to.include('Tell us what is wrong when you choose “Something else”.');
    expect((await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'Spam', text: 'x' }).expect(400)).text).to.include('Choose why you are reporting this profile.');
    expect((await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'FakeProfile', text: 'x'.repeat(2001) }).expect(400)).text).to.include('Write at most 2,000 characters.');
    await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'Other', text: 'Uses my photos' }).expect(303);

    const dane = await member(await buildMember({ language: 'da-DK' }));
    expect((await dane.get(`/Report/Profile/${target.id}`).expect(200)).text).to.include('Hvorfor anmelder du profilen?');
    expect((await dane.postForm(`/Report/Profile/${target.id}`, { reason: 'Other' }).expect(400)).text).to.include('Fortæl os, hvad der er galt');

    const call = await mine.api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'Other', text: '' }).expect(400);
    expect(call.body.error.field).to.equal('text');
    expect((await mine.api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'Rude' }).expect(400)).body.error.field).to.equal('reason');
    expect((await mine.api('/api/Profiles/ReportProfile', { reason: 'Harassment' }).expect(400)).body.error.field).to.equal('profileId');
  });

  it('is a 404 for a profile the reporter may not see, and refuses one’s own profile', async () => {
    const me = await buildMember();
    const mine = await member(me);
    const hidden = await buildMember({ forcedValidation: true });
    await mine.get(`/Report/Profile/${hidden.id}`).expect(404);
    await mine.get('/Report/Profile/987654321').expect(404);
    await mine.postForm(`/Report/Profile/${hidden.id}`, { reason: 'FakeProfile', text: '' }).expect(404);
    await mine.api('/api/Profiles/ReportProfile', { profileId: hidden.id, reason: 'FakeProfile' }).expect(404);

    expect((await mine.get(`/Report/Profile/${me.id}`).expect(400)).text).to.include('You cannot report your own profile.');
    await mine.postForm(`/Report/Profile/${me.id}`, { reason: 'FakeProfile', text: '' }).expect(400);
    expect((await mine.api('/api/Profiles/ReportProfile', { profileId: me.id, reason: 'FakeProfile' }).expect(400)).body.error.field).to.equal('profileId');
    expect(await reportsOf(me.id)).to.have.length(0);
  });

  it('marks a ChildPictures report urgent (JSON twin), and keeps it urgent when changed', async () => {
    const me = await buildMember();
    const target = await buildMember();
    const mine = await member(me);
    const first = await mine.api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'ChildPictures', text: 'Second album' }).expect(200);
    expect(first.body).to.deep.include({ reason: 'ChildPictures', urgent: true, updated: false });
    const second = await mine.api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'FakeProfile' }).expect(200);
    expect(second.body).to.deep.include({ reportId: first.body.reportId, reason: 'FakeProfile', urgent: true, updated: true });
    const other = await mine.api('/api/Profiles/ReportProfile', { profileId: (await buildMember()).id, reason: 'Harassment' }).expect(200);
    expect(other.body.urgent).to.equal(false);
    expect((await reportsOf(me.id)).map((r) => r.urgent)).to.deep.equal([true, false]);
  });

  it('allows 10 reports an hour per member, then answers 429 saying when', async () => {
    const me = await buildMember();
    const mine = await member(me);
    for (let i = 0; i < 10; i++) await mine.api('/api/Profiles/ReportProfile', { profileId: (await buildMember()).id, reason: 'FakeProfile' }).expect(200);
    const target = await buildMember();
    const limited = await mine.api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'FakeProfile' }).expect(429);
    expect(Number(limited.headers['retry-after'])).to.be.within(3500, 3600);
    expect(limited.body.error.message).to.equal('You have sent many reports in a short time. You can send another in 60 minutes.');
    const page = await mine.postForm(`/Report/Profile/${target.id}`, { reason: 'FakeProfile', text: '' }).expect(429);
    expect(page.text).to.include('You can send another in 60 minutes.');
    expect(await reportsOf(me.id)).to.have.length(10);
    expect((await (await member(await buildMember())).api('/api/Profiles/ReportProfile', { profileId: target.id, reason: 'FakeProfile' })).status, 'another member’s budget').to.equal(200);
  });
});

describe('feedback on the profile page (/ProfileFeedback, Common/AddProfilePageNewDesignFeedback)', () => {
  const feedbackOf = (authorId: number) => testDb()('profile_page_feedback').where({ author_id: authorId }).orderBy('id');

  it('sends a visitor to log on and answers 401 to the call', async () => {
    await request(testApp()).get('/ProfileFeedback').expect(302);
    await request(testApp()).post('/api/Common/AddProfilePageNewDesignFeedback').send({ rating: 5 }).expect(401);
  });

  it('stores the rating and comment and goes back to the local return path with thanks', async () => {
    const me = await buildMember();
    const shown = await buildMember();
    const mine = await member(me);
    expect((await mine.get('/ProfileFeedback').expect(200)).text).to.include('What do you think of the new profile page?').and.include('action="/ProfileFeedback"');
    await mine.postForm('/ProfileFeedback', { rating: '4', comment: 'Much easier to read', profileId: String(shown.id), returnTo: `/Profile/${shown.id}` })
      .expect(303).expect('Location', `/Profile/${shown.id}`);
    expect((await mine.get(`/Profile/${shown.id}`)).text).to.include('Thank you for your feedback.');
    await mine.postForm('/ProfileFeedback', { rating: '2', returnTo: 'https://evil.example/' }).expect(303).expect('Location', '/Start');
    await mine.postForm('/ProfileFeedback', { rating: '3', returnTo: '//evil.example/' }).expect(303).expect('Location', '/Start');
    const rows = await feedbackOf(me.id);
    expect(rows.map((r) => [r.rating, r.comment, r.profile_id === null ? null : Number(r.profile_id)])).to.deep.equal([[4, 'Much easier to read', shown.id], [2, '', null], [3, '', null]]);
  });

  it('names the field (400) in the member’s language and keeps the return path', async () => {
    const me = await buildMember();
    const mine = await member(me);
    const noRating = await mine.postForm('/ProfileFeedback', { comment: 'Nice', returnTo: '/Profile/7' }).expect(400);
    expect(noRating.text).to.include('Choose a rating from 1 to 5.').and.include('value="/Profile/7"').and.include('Nice');
    await mine.postForm('/ProfileFeedback', { rating: '6', returnTo: '/Start' }).expect(400);
    expect((await mine.postForm('/ProfileFeedback', { rating: '5', comment: 'x'.repeat(1001) }).expect(400)).text).to.include('Write at most 1,000 characters.');
    const swede = await member(await buildMember({ language: 'sv-SE' }));
    expect((await swede.postForm('/ProfileFeedback', { rating: '0' }).expect(400)).text).to.include('Välj ett betyg från 1 till 5.');
    expect((await mine.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: 0 }).expect(400)).body.error.field).to.equal('rating');
    expect((await mine.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: 3, comment: 'x'.repeat(1001) }).expect(400)).body.error.field).to.equal('comment');
    expect(await feedbackOf(me.id)).to.have.length(0);
  });

  it('has the JSON twin, and allows 5 a member an hour', async () => {
    const me = await buildMember();
    const mine = await member(me);
    for (let i = 1; i <= 5; i++) await mine.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: i, comment: `try ${i}` }).expect(200, { success: true });
    const limited = await mine.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: 5 }).expect(429);
    expect(limited.body.error.message).to.equal('Thank you for all your feedback. You can send more in 60 minutes.');
    expect(await feedbackOf(me.id)).to.have.length(5);
  });
});

describe('admin CLI: reports:list, reports:resolve, feedback:list', () => {
  it('lists open reports urgent first, resolves one with who and a note, and lists feedback', async () => {
    const [alice, bob, carl] = [await buildMember(), await buildMember(), await buildMember()];
    expect((await admin(testDb(), 'reports:list')).out).to.equal('No open reports.\n');
    await (await member(alice)).api('/api/Profiles/ReportProfile', { profileId: bob.id, reason: 'Harassment', text: 'Rude\nmessages' }).expect(200);
    await (await member(carl)).api('/api/Profiles/ReportProfile', { profileId: bob.id, reason: 'ChildPictures' }).expect(200);

    const list = await admin(testDb(), 'reports:list');
    expect(list.code).to.equal(0);
    const lines = list.out.split('\n');
    expect(lines[0]).to.equal('2 open report(s):');
    expect(lines[1]).to.match(new RegExp(`^  #2 URGENT \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: ${carl.name} \\(${carl.id}\\) reported ${bob.name} \\(${bob.id}\\) for ChildPictures$`));
    expect(lines[2]).to.include(`#1 `).and.include(`${alice.name} (${alice.id}) reported ${bob.name} (${bob.id}) for Harassment`);
    expect(lines[3]).to.equal('      "Rude messages"');

    expect((await admin(testDb(), 'reports:resolve', '#2', '--note', 'Pictures removed', '--by', alice.name)).out).to.equal(`Report #2 resolved by ${alice.name} (note: Pictures removed).\n`);
    const row = await testDb()('profile_reports').where({ id: 2 }).first();
    expect(row).to.include({ resolved_by: alice.name, resolution_note: 'Pictures removed' });
    expect(row.resolved_at).to.be.instanceOf(Date);
    expect((await admin(testDb(), 'reports:list')).out).to.match(/^1 open report\(s\):\n {2}#1 /);
    const all = (await admin(testDb(), 'reports:list', '--all')).out;
    expect(all).to.match(/^1 open report\(s\), 1 resolved:/).and.include(`resolved `).and.include(`by ${alice.name}: Pictures removed`);

    const again = await admin(testDb(), 'reports:resolve', '2');
    expect(again.code).to.equal(1);
    expect(again.out).to.include(`Report 2 was already resolved`);
    expect((await admin(testDb(), 'reports:resolve', '99')).out).to.include('No report with id 99');
    expect((await admin(testDb(), 'reports:resolve', 'one')).out).to.include('must be a whole number');

    // A new report after the first was resolved opens a new one rather than reopening it.
    await (await member(carl)).api('/api/Profiles/ReportProfile', { profileId: bob.id, reason: 'FakeProfile' }).expect(200, { reportId: 3, reason: 'FakeProfile', urgent: false, updated: false });

    expect((await admin(testDb(), 'feedback:list')).out).to.equal('No feedback yet.\n');
    const bobs = await member(bob);
    await bobs.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: 5, comment: 'Love it', profileId: alice.id }).expect(200);
    await bobs.api('/api/Common/AddProfilePageNewDesignFeedback', { rating: 2 }).expect(200);
    const feedback = (await admin(testDb(), 'feedback:list')).out.split('\n');
    expect(feedback[0]).to.equal('2 feedback item(s), newest first; average rating 3.5:');
    expect(feedback[1]).to.match(new RegExp(`^  #2 .* UTC: 2/5 from ${bob.name} \\(${bob.id}\\)$`));
    expect(feedback[2]).to.include(`5/5 from ${bob.name} (${bob.id}) on ${alice.name} (${alice.id}): "Love it"`);
  });
});
