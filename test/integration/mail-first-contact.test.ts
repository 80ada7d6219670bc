import { expect } from 'chai';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, memberWithApi as member } from '../support/accounts.ts';
import { useStreams } from '../support/sse.ts';
import { blockProfile } from '../../src/modules/profiles/index.ts';
import { formatDate, formatTimeOfDay } from '../../src/platform/i18n/formats.ts';
import type { Locale } from '../../src/platform/i18n/index.ts';

type Member = Awaited<ReturnType<typeof member>>;

const send = (from: Member, profileId: number, body = 'Hello') => from.api('/api/Mail/SendMessage', { profileId, body });
const open = (m: Member, conversationId: number) => m.get('/api/Mail/Conversation').query({ conversationId });

/** Profiles nobody has written to yet (no log on needed: they are only written to). */
const strangers = async (n: number) => Promise.all(Array.from({ length: n }, () => buildMember({ language: 'en-GB' })));

/** When one more new conversation is allowed: the oldest the member started today, a day later, in their language. */
async function resetText(m: Member, locale: Locale): Promise<{ time: string; date: string }> {
  const oldest = await testDb()('conversations as c')
    .join('messages as m', 'm.conversation_id', 'c.id')
    .where('m.sender_id', m.profile.id)
    .min('c.created_at as at')
    .first();
  const at = new Date(new Date(oldest!.at as string).getTime() + 24 * 60 * 60 * 1000);
  return { time: formatTimeOfDay(at, locale), date: formatDate(at, locale) };
}

describe('mail: first contact is capped per day, requests carry no read state, Write to a profile one cannot reach', () => {
  it('refuses the 21st new conversation of a non-member in 24 hours (429, when it resets, in their language); replies are never capped', async () => {
    const [anna, bo] = [await member(), await member({ language: 'da-DK' })];
    const targets = await strangers(21);
    for (const t of targets.slice(0, 20)) {
      await send(anna, t.id).expect(200);
      await send(bo, t.id).expect(200);
    }

    const refused = await send(anna, targets[20]!.id).expect(429);
    expect(refused.body.error.code).to.equal('tooManyNewConversations');
    const en = await resetText(anna, 'en-GB');
    expect(refused.body.error.message).to.equal(
      `You have started 20 new conversations in the last 24 hours, as many as you may for now. You can start another from ${en.time} on ${en.date}. Replies to conversations you have already are not limited. A membership lets you start 50 a day.`,
    );
    expect(refused.body.error.field).to.equal('membership');
    expect(Number(refused.headers['retry-after'])).to.be.within(24 * 3600 - 120, 24 * 3600);
    const da = await resetText(bo, 'da-DK');
    const danish = await send(bo, targets[20]!.id).expect(429);
    expect(danish.body.error.message).to.include(`Du har startet 20 nye samtaler`).and.include(`fra kl. ${da.time} den ${da.date}`);
    // The no-JavaScript form shows it next to the message, in the member's language.
    const form = await bo.form(`/Mail/New/${targets[20]!.id}`, { body: 'Hej' }).expect(429);
    expect(form.text).to.include(`fra kl. ${da.time} den ${da.date}`).and.include('Med et medlemskab kan du starte 50 om dagen.');
    // … with the membership that raises the cap, which opens the purchase popup.
    expect(form.text).to.match(/<a class="button primary" href="\/Membership\?u=[^"]+" data-membership-popup="mail">Bliv medlem<\/a>/);
    expect(await testDb()('conversations').count('* as n').first()).to.deep.include({ n: 40 });

    // Never locked out of what they have: another message to someone they wrote to, and an answer to a
    // stranger who wrote first (their conversation, not Anna's).
    await send(anna, targets[0]!.id, 'And one more thing').expect(200);
    const cy = await member();
    const fromCy = (await send(cy, anna.profile.id, 'Hi Anna').expect(200)).body.conversationId as number;
    const reply = await send(anna, cy.profile.id, 'Hi Cy').expect(200);
    expect(reply.body).to.include({ conversationId: fromCy, request: false });
    await anna.api('/api/Mail/Reply', { conversationId: fromCy, body: 'And again' }).expect(200);
  });

  it('lets a member start 50 and a validated member 100 (the counts are per sender)', async () => {
    const [payer, validatedPayer] = [await member({ member: true }), await member({ member: true })];
    await testDb()('media_validations').insert({ profile_id: validatedPayer.profile.id, method: 'Personal', status: 'Valid' });
    const targets = await strangers(51);
    for (const t of targets.slice(0, 50)) await send(payer, t.id).expect(200);
    const refused = await send(payer, targets[50]!.id).expect(429);
    expect(refused.body.error.message, 'a member is offered nothing more').not.to.include('membership');
    expect(refused.body.error).not.to.have.property('field');
    for (const t of targets) await send(validatedPayer, t.id).expect(200);
  });

  it('a request carries no read state and no typing to its sender until it is accepted; then reading works as before', async () => {
    const [anna, bo] = [await member(), await member()];
    const sent = (await send(anna, bo.profile.id, 'First words')).body;
    const id = sent.conversationId as number;
    const seenBy = async () => (await open(anna, id).expect(200)).body.conversation.seenUpTo as number;
    const boRead = async () => (await testDb()('conversation_participants').where({ conversation_id: id, profile_id: bo.profile.id }).first()).last_read_message_id;

    await open(bo, id).expect(200);
    await bo.get(`/Mail/${id}`).expect(200);
    await bo.api('/api/Mail/MarkAsRead', { conversationId: id, messageId: sent.messageId }).expect(200);
    await bo.api('/api/Mail/Typing', { conversationId: id }).expect(200);
    expect(await boRead(), 'nothing stored').to.equal(null);
    expect(await seenBy(), 'Anna sees nothing seen').to.equal(0);
    // Deleting the request hides it for Bo without telling Anna it was seen.
    await bo.api('/api/Mail/DeleteConversation', { conversationId: id }).expect(200);
    expect(await boRead()).to.equal(null);
    expect(await seenBy()).to.equal(0);
    // Nor does Bo learn how far Anna has read her own request.
    expect((await open(bo, id).expect(200)).body.conversation.seenUpTo).to.equal(0);

    const again = (await send(anna, bo.profile.id, 'Still there?')).body;
    await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(200);
    await open(bo, id).expect(200);
    expect(await seenBy(), 'accepted: reading shows as before').to.equal(again.messageId);
  });

  describe('over the realtime stream', () => {
    const streams = useStreams();
    afterEach(jobsSettled);

    it('the sender of a request gets no read receipt and no typing from its recipient', async () => {
      const [anna, bo] = [await member(), await member()];
      const sent = (await send(anna, bo.profile.id, 'First words')).body;
      const id = sent.conversationId as number;
      const annas = await streams.open(anna.cookie);
      await annas.next((e) => e.type === 'hello');
      await open(bo, id).expect(200);
      await bo.api('/api/Mail/MarkAsRead', { conversationId: id, messageId: sent.messageId }).expect(200);
      await bo.api('/api/Mail/Typing', { conversationId: id }).expect(200);
      await bo.api('/api/Mail/DeleteConversation', { conversationId: id }).expect(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(annas.events.filter((e) => e.type === 'read' || e.type === 'typing')).to.deep.equal([]);

      const more = (await send(anna, bo.profile.id, 'Hello again')).body;
      await bo.api('/api/Mail/AcceptRequest', { conversationId: id }).expect(200);
      await open(bo, id).expect(200);
      const read = await annas.next((e) => e.type === 'read');
      expect(read.data).to.deep.equal({ conversationId: id, profileId: bo.profile.id, messageId: more.messageId });
    });
  });

  it('"Write" to a profile that blocked the member says so in words that fit, with ways on, the same as for a profile that is not there', async () => {
    const [anna, bo] = [await member(), await member()];
    await send(anna, bo.profile.id, 'Hello').expect(200);
    await blockProfile(testDb(), bo.profile.id, anna.profile.id);

    const blocked = await anna.get(`/Mail/New/${bo.profile.id}`).expect(404);
    expect(blocked.text).to.include("You can&#39;t write to this profile").and.include('href="/Search"').and.include('href="/Mail"');
    expect(blocked.text).not.to.include('That conversation does not exist');
    const main = (html: string) => html.slice(html.indexOf('<section class="error-page"'), html.indexOf('</section>', html.indexOf('<section class="error-page"')));
    const missing = await anna.get('/Mail/New/999999').expect(404);
    expect(main(missing.text), 'no different from a profile that is not there').to.equal(main(blocked.text));
    const posted = await anna.form(`/Mail/New/${bo.profile.id}`, { body: 'Hello?' }).expect(404);
    expect(main(posted.text)).to.equal(main(blocked.text));

    const danish = await member({ language: 'da-DK' });
    await blockProfile(testDb(), danish.profile.id, bo.profile.id);
    expect((await danish.get(`/Mail/New/${bo.profile.id}`).expect(404)).text).to.include('Du kan ikke skrive til denne profil').and.include('Find profiler');
  });
});
