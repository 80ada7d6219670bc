import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config.ts';
import { inboundAddress, registerInboundMailbox, startInboundMail, type InboundMessage, type InboundOutcome } from '../../src/platform/mail/inbound.ts';
import { queueMail } from '../../src/platform/mail/index.ts';
import { mailbox, testDb, testInbound, testLogger } from '../support/context.ts';

/**
 * The inbound SMTP listener the app starts where it runs the jobs, driven by a real SMTP client (nodemailer) and,
 * for what a client library hides (EHLO, a declared SIZE), a bare socket. The mailbox is a test's own prefix,
 * registered through the registry as a module registers its own.
 */
describe('inbound mail: replies by e-mail reach the mailbox that claimed their address', () => {
  const delivered: { message: InboundMessage; token: string }[] = [];
  let answer: () => Promise<InboundOutcome> = async () => ({ outcome: 'appended' });
  let undo: () => void = () => {};

  before(() => {
    undo = registerInboundMailbox({
      name: 'inbound test',
      prefix: 'inboundtest',
      handle: async (message, token) => {
        const outcome = await answer();
        delivered.push({ message, token });
        return outcome;
      },
    });
  });
  after(() => undo());
  beforeEach(() => {
    delivered.length = 0;
    answer = async () => ({ outcome: 'appended' });
  });

  const client = () => nodemailer.createTransport({ host: '127.0.0.1', port: testInbound().port, secure: false, ignoreTLS: true, name: 'mx.sender.example' });
  async function refusal(mail: Parameters<ReturnType<typeof client>['sendMail']>[0]): Promise<{ responseCode?: number; code?: string; message: string }> {
    try {
      await client().sendMail(mail);
    } catch (err) {
      return err as { responseCode?: number; code?: string; message: string };
    }
    throw new Error('the mail was accepted');
  }

  it('a reply reaches its mailbox with the token, the sender lower-cased, only the new text, the attachment and the ids', async () => {
    const to = inboundAddress('inboundtest', 'T0k-en_42');
    expect(to).to.equal(`inboundtest+T0k-en_42@${testInbound().domain}`);
    expect(testInbound().domain).to.equal('reply.localhost');
    const picture = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const info = await client().sendMail({
      from: 'Anna Hansen <Anna.Hansen@Example.DK>',
      to,
      subject: 'Re: Your ticket',
      inReplyTo: '<ticket-7@nordlys.example>',
      text: [
        'Thank you, that helped.',
        '',
        'Sent from my iPhone',
        '',
        '> On 12 Jan 2026, at 10:00, Nordlys Support <support@nordlys.example> wrote:',
        '> ',
        '> Hello Anna, try logging on again.',
      ].join('\n'),
      attachments: [{ filename: 'screenshot.png', content: picture, contentType: 'image/png' }],
    });
    expect(info.accepted).to.deep.equal([to]);
    expect(delivered).to.have.length(1);
    const { message, token } = delivered[0]!;
    expect(token).to.equal('T0k-en_42');
    expect(message.from).to.equal('anna.hansen@example.dk');
    expect(message.to).to.equal(to);
    expect(message.subject).to.equal('Re: Your ticket');
    expect(message.text).to.equal('Thank you, that helped.');
    expect(message.fullText).to.include('Hello Anna, try logging on again.');
    expect(message.messageId).to.equal(info.messageId);
    expect(message.inReplyTo).to.equal('<ticket-7@nordlys.example>');
    expect(message.automatic).to.equal(false);
    expect(message.attachments).to.have.length(1);
    expect(message.attachments[0]).to.include({ filename: 'screenshot.png', contentType: 'image/png', size: picture.length, inline: false });
    expect(message.attachments[0]!.content.equals(picture)).to.equal(true);
  });

  it('a reply in HTML only gets its text from the HTML, with the quoted mail cut off', async () => {
    await client().sendMail({
      from: 'ola@example.no',
      to: inboundAddress('inboundtest', 'html1'),
      subject: 'Sv: Din sak',
      html:
        '<div dir="ltr">Ja, dere kan lukke saken.</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">' +
        'tir. 13. jan. 2026 kl. 10:15 skrev Nordlys Support &lt;support@nordlys.example&gt;:<br></div>' +
        '<blockquote class="gmail_quote">Hei Ola, er saken løst?</blockquote></div>',
    });
    expect(delivered).to.have.length(1);
    expect(delivered[0]!.message.text).to.equal('Ja, dere kan lukke saken.');
    expect(delivered[0]!.message.html).to.include('gmail_quote');
  });

  it('an auto-reply is delivered marked automatic, for the mailbox to hold and never answer', async () => {
    await client().sendMail({
      from: 'erik@example.se',
      to: inboundAddress('inboundtest', 'away1'),
      subject: 'Automatiskt svar: Ditt ärende',
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'Jag är på semester till den 20 januari.',
    });
    expect(delivered).to.have.length(1);
    expect(delivered[0]!.message.automatic).to.equal(true);
  });

  it('a mail we send carries the reply address as Reply-To, and answering it reaches the mailbox', async () => {
    const replyTo = inboundAddress('inboundtest', 'roundtrip9');
    await queueMail(testDb(), { to: 'visitor@example.test', locale: 'en-GB', template: 'accounts.mail.resetPassword', params: {}, link: 'https://example.test/x', replyTo });
    const sent = await mailbox().waitFor('visitor@example.test');
    const header = /^Reply-To: (.*)$/im.exec(sent.raw)?.[1]?.trim();
    expect(header).to.equal(replyTo);
    await client().sendMail({ from: 'visitor@example.test', to: header, subject: `Re: ${sent.subject}`, text: 'It worked, thanks!' });
    expect(delivered.map((d) => [d.token, d.message.text])).to.deep.equal([['roundtrip9', 'It worked, thanks!']]);
  });

  it('an address of another domain, an unknown prefix or one without a token is refused at RCPT TO (550); the good one of the same mail still gets it', async () => {
    for (const to of ['inboundtest+tok1@elsewhere.example', 'nobody+tok1@reply.localhost', 'inboundtest@reply.localhost', 'inboundtest+bad!token@reply.localhost']) {
      const err = await refusal({ from: 'anna@example.dk', to, subject: 'Hello', text: 'Hello' });
      expect(err.code, to).to.equal('EENVELOPE');
      expect(err.responseCode, to).to.equal(550);
    }
    expect(delivered).to.have.length(0);
    const good = inboundAddress('inboundtest', 'tok2');
    const info = await client().sendMail({ from: 'anna@example.dk', to: [good, 'nobody+tok2@reply.localhost'], subject: 'Hello', text: 'Hello' });
    expect(info.accepted).to.deep.equal([good]);
    expect(info.rejected).to.deep.equal(['nobody+tok2@reply.localhost']);
    expect(delivered.map((d) => d.token)).to.deep.equal(['tok2']);
  });

  it('EHLO offers SIZE and neither AUTH nor STARTTLS; a declared size over the limit is refused at MAIL FROM (552)', async () => {
    const smtp = await bareSmtp(testInbound().port);
    try {
      expect(await smtp.reply()).to.match(/^220 /);
      const ehlo = await smtp.send('EHLO mx.sender.example');
      expect(ehlo).to.match(/^250[- ]SIZE 26214400\r$/m);
      expect(ehlo).not.to.match(/AUTH|STARTTLS/);
      expect(await smtp.send('AUTH PLAIN AGFubmEAc2VjcmV0')).to.match(/^5\d\d /);
      expect(await smtp.send('MAIL FROM:<anna@example.dk> SIZE=26214401')).to.match(/^552 /);
      expect(await smtp.send('MAIL FROM:<anna@example.dk> SIZE=1000')).to.match(/^250 /);
      expect(await smtp.send(`RCPT TO:<${inboundAddress('inboundtest', 'tok3')}>`)).to.match(/^250 /);
      expect(await smtp.send('QUIT')).to.match(/^221 /);
    } finally {
      smtp.close();
    }
  });

  it('a 25 MB message is refused at SMTP time (552) and no mailbox runs', async function () {
    this.timeout(60_000);
    const err = await refusal({
      from: 'anna@example.dk',
      to: inboundAddress('inboundtest', 'big1'),
      subject: 'The video',
      text: 'Here it is.',
      attachments: [{ filename: 'video.mp4', content: Buffer.alloc(25 * 1024 * 1024, 7), contentType: 'video/mp4' }],
    });
    expect(err.responseCode, err.message).to.equal(552);
    expect(delivered).to.have.length(0);
  });

  it('a mailbox that fails answers 451, so the sending server keeps the mail; its next try is delivered', async () => {
    answer = async () => {
      throw new Error('database unavailable');
    };
    const mail = { from: 'anna@example.dk', to: inboundAddress('inboundtest', 'retry1'), subject: 'Re: Your ticket', text: 'Still there?', messageId: '<retry-1@example.dk>' };
    const err = await refusal(mail);
    expect(err.responseCode).to.equal(451);
    answer = async () => ({ outcome: 'held' });
    await client().sendMail(mail);
    expect(delivered.map((d) => [d.token, d.message.messageId, d.message.text])).to.deep.equal([['retry1', '<retry-1@example.dk>', 'Still there?']]);
  });

  it("a mailbox that refuses answers 550 with its reason, which the sender's mail program shows", async () => {
    answer = async () => ({ outcome: 'refused', reason: 'This conversation is closed\r\nX-Injected: yes' });
    const err = await refusal({ from: 'anna@example.dk', to: inboundAddress('inboundtest', 'closed1'), subject: 'Re', text: 'Hello?' });
    expect(err.responseCode).to.equal(550);
    expect(err.message).to.include('This conversation is closed X-Injected: yes');
  });

  it('with INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT it offers STARTTLS with that certificate and takes mail over TLS', async () => {
    const fixtures = path.resolve(import.meta.dirname, '../fixtures/inbound-tls');
    const keyFile = path.join(fixtures, 'test-only-key.pem');
    const cert = readFileSync(path.join(fixtures, 'test-only-cert.pem'), 'utf8');
    const env = { NODE_ENV: 'test', DATA_DIR: 'var/test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_ENCRYPTION_KEY: '0'.repeat(64), PAYMENT_STAND_INS: 'off', INBOUND_SMTP_PORT: '0' };
    expect(() => loadConfig({ ...env, INBOUND_SMTP_TLS_KEY: keyFile })).to.throw('INBOUND_SMTP_TLS_KEY, INBOUND_SMTP_TLS_CERT: set both or neither');
    // The key as a file's path, the certificate as the PEM itself: both forms are read.
    const config = loadConfig({ ...env, INBOUND_SMTP_TLS_KEY: keyFile, INBOUND_SMTP_TLS_CERT: cert });
    const inbound = await startInboundMail({ ...config.inboundMail, logger: testLogger(), db: testDb() });
    try {
      const smtp = await bareSmtp(inbound.port);
      try {
        await smtp.reply();
        const ehlo = await smtp.send('EHLO mx.sender.example');
        expect(ehlo).to.match(/^250[- ]STARTTLS\r$/m);
        expect(ehlo).not.to.match(/AUTH/);
      } finally {
        smtp.close();
      }
      const tlsClient = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, requireTLS: true, tls: { ca: cert, servername: 'reply.localhost' } });
      await tlsClient.sendMail({ from: 'anna@example.dk', to: inboundAddress('inboundtest', 'tls1'), subject: 'Re', text: 'Over TLS.' });
      expect(delivered.map((d) => [d.token, d.message.text])).to.deep.equal([['tls1', 'Over TLS.']]);
    } finally {
      await inbound.stop();
    }
  });
});

/** A bare SMTP client: `send` writes one command line and resolves with the server's whole (multi-line) reply. */
async function bareSmtp(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setEncoding('utf8');
  let buffer = '';
  const ready: string[] = [];
  const waiting: ((reply: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let m = /^(?:\d{3}-[^\n]*\n)*\d{3} [^\n]*\n/.exec(buffer); m; m = /^(?:\d{3}-[^\n]*\n)*\d{3} [^\n]*\n/.exec(buffer)) {
      buffer = buffer.slice(m[0].length);
      const waiter = waiting.shift();
      if (waiter) waiter(m[0]);
      else ready.push(m[0]);
    }
  });
  const reply = () => (ready.length ? Promise.resolve(ready.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)));
  return {
    reply,
    send: (line: string) => {
      socket.write(`${line}\r\n`);
      return reply();
    },
    close: () => socket.destroy(),
  };
}
