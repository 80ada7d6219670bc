import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { ParsedMail } from 'mailparser';
import type { SMTPServerSession } from 'smtp-server';
import { createRegistry } from '../registry.ts';
import { trimReply } from './reply-text.ts';

/**
 * Mail sent to us: a module claims the reply addresses `<prefix>+<token>@<inbound domain>` (a ticket's, say) with
 * `registerInboundMailbox`, puts `inboundAddress(prefix, token)` in the Reply-To of what it sends, and gets each
 * reply, parsed and trimmed, in its `handle`. The listener (`startInboundMail`) is an MX-like SMTP receiver run by
 * the process that runs the jobs (boot.ts): no AUTH, only our domain's registered prefixes, a size limit at SMTP time.
 */

export type InboundAttachment = {
  /** The part's file name, or 'attachment' when it named none. */
  filename: string;
  contentType: string;
  content: Buffer;
  size: number;
  /** Embedded in the HTML (a `cid:` image such as a signature's logo), not attached by the writer. */
  inline: boolean;
};

export type InboundMessage = {
  /** The From header's address, lower-cased (the envelope sender's when the header has none; '' for a bounce). */
  from: string;
  /** The reply address this delivery is for (the RCPT TO that matched the mailbox), domain lower-cased. */
  to: string;
  subject: string;
  /** Only what the writer typed: quoted history and signatures cut off (reply-text.ts). */
  text: string;
  /** The whole text part (HTML turned to text when there is none), for staff who need to see what was cut. */
  fullText: string;
  /** The HTML part as sent: untrusted, never shown without sanitizing. */
  html?: string;
  /** Message-ID and In-Reply-To, angle brackets included; null when absent. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  /** An auto-reply or a bounce (Auto-Submitted, Precedence bulk/junk/auto_reply, X-Autoreply, null sender): hold it, never answer it. */
  automatic: boolean;
  attachments: InboundAttachment[];
};

/**
 * What the mailbox did with a message. 'appended' and 'held' answer 250; 'refused' answers 550 with `reason`
 * (the sender's mail program shows it: no internals) when no other recipient of the message took it.
 */
export type InboundOutcome = { outcome: 'appended' | 'held' | 'refused'; reason?: string };

export type InboundContext = { db: Knex; logger: Logger };

export type InboundMailbox = {
  /** For logs: 'tickets'. */
  name: string;
  /** The local part before '+': lower-case letters, digits and '-', starting with a letter. */
  prefix: string;
  /**
   * Runs once per delivery; a throw answers 451 (the sending server keeps the mail and tries again later), so it
   * must be safe to run twice for one messageId. Write in your own transaction on `context.db`.
   */
  handle: (message: InboundMessage, token: string, context: InboundContext) => Promise<InboundOutcome>;
};

const mailboxes = createRegistry<string, InboundMailbox>('inbound mailboxes');
const prefixPattern = /^[a-z][a-z0-9-]{0,30}$/;
/** Tokens are base64url, hex or digits; mail programs keep the local part's case, but keep it short (≤ 64 with the prefix). */
const tokenPattern = /^[A-Za-z0-9_-]{1,200}$/;

/** Claims `<prefix>+<token>@<inbound domain>` for a module; returns the undo (tests). */
export function registerInboundMailbox(mailbox: InboundMailbox): () => void {
  if (!prefixPattern.test(mailbox.prefix)) throw new Error(`registerInboundMailbox: "${mailbox.prefix}" is not a prefix (a-z, 0-9, '-')`);
  return mailboxes.register(mailbox.prefix, mailbox);
}

let inboundDomain: string | null = null;

/** The domain reply addresses are built on (INBOUND_MAIL_DOMAIN); set at start-up by every process that sends mail. */
export function useInboundDomain(domain: string): void {
  inboundDomain = domain.toLowerCase();
}

/** Whether this process knows its reply domain yet (the web and worker set it at start-up; a CLI command when it needs it). */
export const inboundDomainKnown = (): boolean => Boolean(inboundDomain);

/** The reply address of a registered mailbox's token: `support+<token>@reply.example.com`, for a Reply-To. */
export function inboundAddress(prefix: string, token: string): string {
  if (!inboundDomain) throw new Error('inboundAddress: no inbound domain yet (useInboundDomain at start-up)');
  if (!mailboxes.lookup(prefix)) throw new Error(`inboundAddress: no inbound mailbox is registered for "${prefix}"`);
  if (!tokenPattern.test(token)) throw new Error('inboundAddress: a token is 1–200 of A-Z a-z 0-9 _ -');
  return `${prefix}+${token}@${inboundDomain}`;
}

type Recipient = { mailbox: InboundMailbox; token: string; address: string };

/** The mailbox and token an address of `domain` names, or null (another domain, an unknown prefix, a bad token). */
function findRecipient(address: string, domain: string): Recipient | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus < 0) return null;
  const mailbox = mailboxes.lookup(local.slice(0, plus).toLowerCase());
  const token = local.slice(plus + 1);
  if (!mailbox || !tokenPattern.test(token)) return null;
  return { mailbox, token, address: `${local}@${domain}` };
}

export type InboundMailSettings = {
  /** 0: a free port (tests). */
  port: number;
  host: string;
  domain: string;
  /** A message over this many bytes is refused at SMTP time (552); advertised in EHLO as SIZE. */
  maxBytes: number;
  /** STARTTLS is offered only with a key and certificate (PEM). */
  tls?: { key: string; cert: string };
};

export type RunningInboundMail = { port: number; domain: string; stop(): Promise<void> };

const handlerTimeoutMs = 60_000;

/** Starts the SMTP listener; rejects when it cannot listen (a port in use). */
export async function startInboundMail(settings: InboundMailSettings & { logger: Logger; db: Knex }): Promise<RunningInboundMail> {
  // Loaded here, not at the top: every process imports this file for the registry, only the jobs process listens.
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import('smtp-server'), import('mailparser')]);
  const log = settings.logger.child({ component: 'inbound-mail' });
  const domain = settings.domain.toLowerCase();
  const context: InboundContext = { db: settings.db, logger: log };

  const server = new SMTPServer({
    name: domain,
    banner: 'Nordlys inbound mail',
    logger: false,
    size: settings.maxBytes,
    authOptional: true,
    disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
    disableReverseLookup: true,
    maxClients: 50,
    maxRecipients: 10,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    onRcptTo(address, session, callback) {
      if (findRecipient(address.address, domain)) return callback();
      log.info({ session: session.id, remote: session.remoteAddress, domain: address.address.split('@').pop() }, 'inbound mail: recipient refused');
      callback(smtpError(550, 'No such mailbox here'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      // Past the limit nothing more is kept; the rest is read and dropped so the client hears the 552.
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.once('end', () => {
        if (stream.sizeExceeded) {
          log.info({ session: session.id, remote: session.remoteAddress, bytes: stream.byteLength }, 'inbound mail: message over the size limit');
          return callback(smtpError(552, `Message too large: the limit is ${settings.maxBytes} bytes`));
        }
        deliver(Buffer.concat(chunks), session).then(
          (reply) => callback(null, reply),
          (err: Error) => callback(err),
        );
      });
    },
  });

  async function deliver(raw: Buffer, session: SMTPServerSession): Promise<string> {
    let parsed: ParsedMail;
    try {
      parsed = await simpleParser(raw, { keepCidLinks: true, skipTextToHtml: true, skipTextLinks: true });
    } catch (err) {
      log.warn({ err, session: session.id }, 'inbound mail: message could not be parsed');
      throw smtpError(554, 'Message could not be read');
    }
    const recipients = new Map<string, Recipient>();
    for (const rcpt of session.envelope.rcptTo) {
      const found = findRecipient(rcpt.address, domain);
      if (found) recipients.set(`${found.mailbox.prefix}+${found.token}`, found);
    }
    if (recipients.size === 0) throw smtpError(550, 'No such mailbox here'); // its mailbox went away since RCPT TO
    const message = inboundMessage(parsed, session);
    const outcomes: InboundOutcome[] = [];
    for (const recipient of recipients.values()) {
      try {
        outcomes.push(await withTimeout(recipient.mailbox.handle({ ...message, to: recipient.address }, recipient.token, context), handlerTimeoutMs));
      } catch (err) {
        log.error({ err, session: session.id, mailbox: recipient.mailbox.name, messageId: message.messageId }, 'inbound mail: the mailbox failed; the sender will try again');
        throw smtpError(451, 'Temporary failure, please try again later');
      }
    }
    log.info(
      { session: session.id, remote: session.remoteAddress, bytes: raw.length, messageId: message.messageId, mailboxes: [...recipients.values()].map((r) => r.mailbox.name), outcomes: outcomes.map((o) => o.outcome) },
      'inbound mail received',
    );
    const refusal = outcomes.every((o) => o.outcome === 'refused') ? outcomes[0] : undefined;
    if (refusal) throw smtpError(550, oneLine(refusal.reason ?? 'Message refused'));
    return 'OK: message received';
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client's broken connection is logged, never thrown (an 'error' without a listener ends the process).
  server.on('error', (err) => log.warn({ err }, 'inbound mail: connection error'));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    domain,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The parsed mail as a mailbox gets it (`to` is set per recipient). */
function inboundMessage(parsed: ParsedMail, session: SMTPServerSession): Omit<InboundMessage, 'to'> {
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const fullText = parsed.text ?? '';
  const references = parsed.references === undefined ? [] : Array.isArray(parsed.references) ? parsed.references : [parsed.references];
  const autoSubmitted = header(parsed, 'auto-submitted');
  return {
    from: (parsed.from?.value[0]?.address ?? envelopeFrom).toLowerCase(),
    subject: parsed.subject ?? '',
    text: trimReply(fullText),
    fullText,
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    messageId: parsed.messageId ?? null,
    inReplyTo: parsed.inReplyTo ?? null,
    references,
    automatic:
      envelopeFrom === '' ||
      (autoSubmitted !== '' && autoSubmitted !== 'no') ||
      /^(bulk|junk|list|auto_reply)$/.test(header(parsed, 'precedence')) ||
      parsed.headers.has('x-autoreply') ||
      parsed.headers.has('x-autorespond'),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? 'attachment',
      contentType: a.contentType,
      content: a.content,
      size: a.size,
      inline: a.related === true,
    })),
  };
}

/** A header's plain value, lower-cased ('' when absent or structured otherwise). */
function header(parsed: ParsedMail, name: string): string {
  const value = parsed.headers.get(name);
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (value && typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value.trim().toLowerCase();
  return '';
}

function smtpError(responseCode: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode });
}

/** A reply line for SMTP: printable ASCII, one line, short. */
function oneLine(text: string): string {
  return text.replace(/[^\x20-\x7e]+/g, ' ').trim().slice(0, 200) || 'Message refused';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
