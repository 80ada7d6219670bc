import { expect } from 'chai';
import type { BrowserContext } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import nodemailer from 'nodemailer';
import { mailbox, testInbound } from '../support/context.ts';

const linkPattern = /https?:\/\/\S+?(\/Support\/Ticket\?ticketid=[A-Za-z0-9_-]+)/;

/**
 * A support ticket on a 390 × 844 phone (issue 34): a visitor creates one at /Support#CreateTicket, confirms it by
 * the mailed link, a staff member answers it on /Staff/Tickets (on a phone too), the visitor reads the answer from
 * the e-mailed link, replies to the mail (through the app's inbound SMTP listener), sees the reply on the page,
 * closes the ticket and rates it.
 */
describe('a support ticket on a 390 px phone', () => {
  const env = useBrowserAndServer();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    contexts.length = 0;
  });
  const phone = async () => {
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    contexts.push(context);
    return context.newPage();
  };

  it('goes from the visitor\'s form to staff\'s answer, the visitor\'s reply by e-mail and rating', async function () {
    this.timeout(90_000);
    const visitor = await phone();
    await visitor.goto(`${env.baseUrl}/Support/CreateTicket`);
    expect(new URL(visitor.url()).hash).to.equal('#CreateTicket');
    // The FAQ category cards' short links above the form are support's own (not this form's).
    expect((await layoutProblems(visitor)).filter((p) => !p.includes('<a.card-link>'))).to.deep.equal([]);
    await visitor.selectOption('#category', 'Payment');
    await visitor.fill('#email', 'phone-visitor@example.test');
    await visitor.fill('#subject', 'Charged twice on my phone');
    await visitor.fill('#text', 'My card was charged twice.');
    await Promise.all([visitor.waitForURL((u) => u.pathname === '/Support/TicketCreated'), visitor.locator('#CreateTicket button[type="submit"]').click()]);
    expect(await visitor.locator('h1').textContent()).to.equal('Check your e-mail');

    const confirmMail = await mailbox().waitFor('phone-visitor@example.test', (m) => linkPattern.test(m.text));
    const link = linkPattern.exec(confirmMail.text)![1]!;
    await visitor.goto(`${env.baseUrl}${link}`);
    expect(await layoutProblems(visitor)).to.deep.equal([]);
    await Promise.all([visitor.waitForLoadState('load'), visitor.getByRole('button', { name: 'Confirm and send' }).click()]);
    await visitor.waitForSelector('text=Thank you: your ticket has reached our support team.');

    const staffProfile = await buildMember({ staffRole: 40, language: 'en-GB' });
    const staff = await phone();
    await logOn(staff, env.baseUrl, staffProfile);
    await staff.goto(`${env.baseUrl}/Staff/Tickets`);
    expect(await layoutProblems(staff)).to.deep.equal([]);
    await Promise.all([staff.waitForURL((u) => /^\/Staff\/Tickets\/\d+$/.test(u.pathname)), staff.getByRole('link', { name: /Charged twice on my phone/ }).click()]);
    expect(await layoutProblems(staff)).to.deep.equal([]);
    await staff.selectOption('#canned', 'received');
    await Promise.all([staff.waitForLoadState('load'), staff.getByRole('button', { name: 'Use' }).click()]);
    expect(await staff.inputValue('#text')).to.include('We are looking into your question');
    await staff.fill('#text', 'We have refunded the second charge.');
    mailbox().clear();
    await Promise.all([staff.waitForLoadState('load'), staff.getByRole('button', { name: 'Send answer' }).click()]);
    await staff.waitForSelector('text=Your answer was sent; the owner has been told.');

    const answerMail = await mailbox().waitFor('phone-visitor@example.test', (m) => linkPattern.test(m.text));
    await visitor.goto(`${env.baseUrl}${linkPattern.exec(answerMail.text)![1]!}`);
    expect(await visitor.locator('main').innerText()).to.include('We have refunded the second charge.');
    expect(await layoutProblems(visitor)).to.deep.equal([]);
    // The visitor answers the mail itself: its Reply-To is the ticket's address at the inbound listener.
    const replyTo = /^Reply-To: (.+)$/im.exec(answerMail.raw)![1]!.trim();
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: testInbound().port, secure: false, ignoreTLS: true });
    await smtp.sendMail({ from: 'phone-visitor@example.test', to: replyTo, subject: 'Re: Charged twice on my phone', text: 'Thank you, I see it now.\n\nOn Mon, 30 Nov 2026, Nordlys Support wrote:\n> We have refunded the second charge.' });
    await visitor.reload();
    expect(await visitor.locator('main').innerText()).to.include('Thank you, I see it now.');
    await Promise.all([visitor.waitForLoadState('load'), visitor.getByRole('button', { name: 'Close the ticket' }).click()]);
    await visitor.locator('input[name="rating"][value="5"]').check();
    await visitor.fill('#comment', 'Fast and friendly.');
    await Promise.all([visitor.waitForLoadState('load'), visitor.getByRole('button', { name: 'Send rating' }).click()]);
    expect(await visitor.locator('main').innerText()).to.include('You rated this ticket 5 of 5.');
    expect(await layoutProblems(visitor)).to.deep.equal([]);
  });
});
