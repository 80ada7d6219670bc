import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** A real SMTP peer for the tests: every message the app sends over SMTP lands here. */
export class Mailbox {
  readonly messages: ReceivedMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '');
        const to = session.envelope.rcptTo.map((r) => r.address);
        this.messages.push({ to, raw, subject, text: decodeBody(head, rest.join('\n\n')) });
        done();
      });
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  clear(): void {
    this.messages.length = 0;
  }

  /** Waits (up to 5 s) for a message to an address, as the job worker sends it. */
  async waitFor(to: string, match: (m: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    for (let i = 0; i < 100; i++) {
      const found = this.messages.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No mail to ${to} within 5 s (got: ${this.messages.map((m) => `${m.to} ${m.subject}`).join('; ') || 'none'})`);
  }
}

function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_m, q: string) => Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'))
    .replace(/=\?utf-8\?B\?(.*?)\?=/gi, (_m, b: string) => Buffer.from(b, 'base64').toString('utf8'));
}

function decodeBody(head: string, body: string): string {
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  }
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}
