import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import { hmacSha256Matches, withinTolerance, defaultToleranceSeconds, type VerifiedDelivery } from '../../../../platform/webhooks/index.ts';
import {
  vippsAccessTokenSchema,
  vippsAgreementCreatedSchema,
  vippsAgreementSchema,
  vippsChargeCreatedSchema,
  vippsChargeSchema,
  vippsProblemSchema,
  vippsProblemTypeBase,
  vippsWebhookEventSchema,
  type VippsAgreement,
  type VippsAgreementCreated,
  type VippsAgreementDraft,
  type VippsCharge,
  type VippsChargeDraft,
  type VippsProblem,
  type VippsRefund,
  type VippsWebhookEvent,
} from './schemas.ts';

/** Our side of the mobile wallet (Vipps MobilePay Recurring API v3): the same code talks to the stand-in and the real service. */
export type VippsClientOptions = {
  /** `https://api.vipps.no` in production, `https://apitest.vipps.no` for the provider's test, the stand-in's origin locally. */
  origin: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** Longest wait for one call before it fails (a provider that is down must not hang a request); 5 s when not given. */
  timeoutMs?: number;
};

/** The provider refused a call: `problem.type` ends in the Recurring API's identifier (see `identifier`). */
export class VippsProblemError extends Error {
  constructor(
    readonly status: number,
    readonly problem: VippsProblem | null,
  ) {
    super(`Vipps answered ${status}${problem ? `: ${problem.title}${problem.detail ? ` (${problem.detail})` : ''}` : ''}`);
    this.name = 'VippsProblemError';
  }

  /** The problem's identifier (`charge-due-too-soon`), or null when the answer was no RFC 7807 problem. */
  get identifier(): string | null {
    return this.problem?.type.startsWith(vippsProblemTypeBase) ? this.problem.type.slice(vippsProblemTypeBase.length) : null;
  }
}

export type VippsChargeRequest = Omit<VippsChargeDraft, 'transactionType' | 'type'> & {
  /** The same key for the same charge on every try: the provider then creates it once (at most 50 characters). */
  idempotencyKey: string;
};

export type VippsClient = {
  /** Creates a PENDING agreement; send the person to `vippsConfirmationUrl`. A repeated idempotency key returns the first one. */
  createAgreement(draft: VippsAgreementDraft, idempotencyKey: string): Promise<VippsAgreementCreated>;
  getAgreement(agreementId: string): Promise<VippsAgreement>;
  /** The merchant stops the agreement (its PENDING and DUE charges are cancelled); stopping a stopped one is a no-op. */
  stopAgreement(agreementId: string): Promise<void>;
  /** Creates a RECURRING direct-capture charge, at least one day ahead of `due`; returns its id. */
  createCharge(agreementId: string, charge: VippsChargeRequest): Promise<{ chargeId: string }>;
  getCharge(agreementId: string, chargeId: string): Promise<VippsCharge>;
  /** The agreement's charges (`GET …/charges`): the initial charge's outcome is read here. */
  listCharges(agreementId: string): Promise<VippsCharge[]>;
  /** Gives back `amount` of a CHARGED charge; the same idempotency key refunds once. */
  refundCharge(agreementId: string, chargeId: string, refund: VippsRefund, idempotencyKey: string): Promise<void>;
};

/** A client that fetches an access token when it needs one and keeps it until a minute before it expires. */
export function createVippsClient(options: VippsClientOptions): VippsClient {
  const origin = options.origin.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  const common = { 'Ocp-Apim-Subscription-Key': options.subscriptionKey, 'Merchant-Serial-Number': options.merchantSerialNumber };

  async function fetchToken(): Promise<string> {
    const res = await fetch(`${origin}/accesstoken/get`, {
      method: 'POST',
      headers: { ...common, client_id: options.clientId, client_secret: options.clientSecret },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new VippsProblemError(res.status, null);
    const grant = vippsAccessTokenSchema.parse(await res.json());
    token = { value: grant.access_token, renewAt: Date.now() + Math.max(0, grant.expires_in - 60) * 1000 };
    return grant.access_token;
  }

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    // Calls that start together share one token request.
    pendingToken ??= fetchToken().finally(() => (pendingToken = null));
    return pendingToken;
  }

  async function call<S extends z.ZodType>(method: string, path: string, schema: S | null, body?: unknown, idempotencyKey?: string): Promise<z.infer<S>> {
    const headers: Record<string, string> = { ...common, Authorization: `Bearer ${await accessToken()}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
    const res = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      const problem = vippsProblemSchema.safeParse(await res.json().catch(() => null));
      if (res.status === 401) token = null;
      throw new VippsProblemError(res.status, problem.success ? problem.data : null);
    }
    if (schema === null) return undefined as z.infer<S>;
    return schema.parse(await res.json());
  }

  const agreementPath = (id: string) => `/recurring/v3/agreements/${encodeURIComponent(id)}`;
  return {
    createAgreement: (draft, idempotencyKey) => call('POST', '/recurring/v3/agreements', vippsAgreementCreatedSchema, draft, idempotencyKey),
    getAgreement: (id) => call('GET', agreementPath(id), vippsAgreementSchema),
    stopAgreement: async (id) => {
      await call('PATCH', agreementPath(id), null, { status: 'STOPPED' });
    },
    createCharge: (id, { idempotencyKey, ...charge }) =>
      call('POST', `${agreementPath(id)}/charges`, vippsChargeCreatedSchema, { ...charge, transactionType: 'DIRECT_CAPTURE', type: 'RECURRING' }, idempotencyKey),
    getCharge: (id, chargeId) => call('GET', `${agreementPath(id)}/charges/${encodeURIComponent(chargeId)}`, vippsChargeSchema),
    refundCharge: async (id, chargeId, refund, idempotencyKey) => {
      await call('POST', `${agreementPath(id)}/charges/${encodeURIComponent(chargeId)}/refund`, null, refund, idempotencyKey);
    },
    listCharges: (id) => call('GET', `${agreementPath(id)}/charges`, vippsChargeSchema.array()),
  };
}

/** A webhook as it reached us: the raw body's bytes, and the host it was sent to (ours, from configuration). */
export type VippsWebhookRequest = { method: string; pathAndQuery: string; host: string; headers: IncomingHttpHeaders; body: Buffer | string };

/**
 * Checks a Webhooks API v1 delivery: the body's SHA-256 against `x-ms-content-sha256`, the HMAC-SHA256 of
 * "POST\n<path and query>\n<x-ms-date>;<host>;<content hash>" against the Authorization header (both in constant
 * time), and `x-ms-date` within the tolerance of `now`. Answers the parsed event, or null for anything else.
 *
 * The provider sends no event id; `eventId` is the event type with the charge's (or agreement's) id, since each of
 * these events happens at most once per charge or agreement: a second delivery of the same event has the same id.
 */
export function verifyVippsWebhook(
  request: VippsWebhookRequest,
  secret: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): (VerifiedDelivery & { payload: VippsWebhookEvent }) | null {
  if (request.method.toUpperCase() !== 'POST') return null;
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const date = header('x-ms-date');
  const contentHash = header('x-ms-content-sha256');
  const signature = /^HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=(\S+)$/.exec(header('authorization') ?? '')?.[1];
  if (date === null || contentHash === null || signature === undefined) return null;

  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
  const actualHash = createHash('sha256').update(body).digest();
  const givenHash = Buffer.from(contentHash, 'base64');
  if (givenHash.length !== actualHash.length || !timingSafeEqual(givenHash, actualHash)) return null;
  if (!hmacSha256Matches(secret, `POST\n${request.pathAndQuery}\n${date};${request.host};${contentHash}`, signature, 'base64')) return null;

  const signedAt = new Date(date);
  if (!withinTolerance(signedAt, options.now ?? new Date(), options.toleranceSeconds ?? defaultToleranceSeconds)) return null;

  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const event = vippsWebhookEventSchema.safeParse(json);
  if (!event.success) return null;
  const subject = 'chargeId' in event.data ? event.data.chargeId : event.data.agreementId;
  return { eventId: `${event.data.eventType}:${subject}`, type: event.data.eventType, signedAt, payload: event.data };
}

/**
 * The check in the shape `defineWebhook`'s `verify` takes. Vipps signs the URL the webhook was registered with, so
 * the path, query and host come from that configured URL, never from the request (whose Host a proxy may change).
 */
export function vippsDelivery(registeredUrl: string, secret: string, options: { now?: Date; toleranceSeconds?: number } = {}) {
  const url = new URL(registeredUrl);
  return (rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedDelivery | null =>
    verifyVippsWebhook({ method: 'POST', pathAndQuery: url.pathname + url.search, host: url.host, headers, body: rawBody }, secret, options);
}
