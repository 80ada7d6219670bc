import { expect } from 'chai';
import Mocha from 'mocha';
import request from 'supertest';
import { testApp } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { buildProfile } from '../support/factories.ts';
import { loggedOnAs, testPassword } from '../support/accounts.ts';
import { hashPassword } from '../../src/modules/accounts/index.ts';
import { csrfExemptPaths } from '../../src/platform/http/csrf.ts';
import { DarkStatusApproved, StaffRole, type Access } from '../../src/platform/auth/access.ts';
import { locales, translate } from '../../src/platform/i18n/index.ts';

/**
 * The contract every /api action keeps, generated from /api/openapi.json: a later module's actions are covered
 * the moment they are declared. Per operation: an anonymous caller gets 401 unless the access is public or
 * guest; a POST without the CSRF token gets 403 invalidCsrfToken; a wrong JSON type for an input property
 * gets 400 naming that property; a NUL byte in any input property gets 400 naming that property (never a 500).
 * An operation declared for one site (`x-site`, e.g. the dark site's relations) is called on that site by an
 * actor who may be there, and is a 404 on the other site even to a caller it would admit.
 */

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
type JsonSchema = {
  type?: JsonType | JsonType[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  $ref?: string;
  not?: JsonSchema;
};
type Operation = {
  operationId: string;
  'x-access': Access;
  'x-site'?: 'dark' | 'regular';
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Endpoint = { method: 'get' | 'post'; path: string; op: Operation; title: string };
type CaseName = 'otherSite' | 'anonymous' | 'csrf' | 'wrongType' | 'controlCharacter';

const darkHost = 'dark.localhost';
/** The host an operation is called at: its declared site's, else the regular site's (the test app's default). */
const hostOf = (ep: Endpoint) => (ep.op['x-site'] === 'dark' ? darkHost : undefined);

/**
 * Cases that cannot be generated for an operation, each with the reason. Keep it empty if you can: an entry
 * is named with its reason in the operation's test title, and one naming an operation the document no longer
 * has fails. Example: `'POST /api/Media/Upload': { wrongType: 'multipart body, not JSON' }`.
 */
const notCoverable: Record<string, Partial<Record<CaseName, string>>> = {};

const staffRoleNames = Object.keys(StaffRole);
const isKnownAccess = (access: unknown): access is Access =>
  ['public', 'guest', 'user', 'member'].includes(access as string) ||
  (typeof access === 'object' && access !== null && staffRoleNames.includes((access as { staff?: string }).staff ?? ''));
const needsLogOn = (access: Access) => access !== 'public' && access !== 'guest';
const needsCsrf = (ep: Endpoint) => ep.method === 'post' && !csrfExemptPaths.includes(ep.path);

function listEndpoints(doc: { paths: Record<string, Record<string, Operation>> }): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      if (method !== 'get' && method !== 'post') throw new Error(`${path}: the contract test knows GET and POST, not ${method}`);
      return { method, path, op, title: `${method.toUpperCase()} ${path}` } as const;
    }),
  );
}

const jsonTypeOf = (value: unknown): JsonType => (value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType));

/** The JSON types a schema accepts; null when it cannot be told (any value, a $ref, a `not`). */
function acceptedTypes(schema: JsonSchema): Set<JsonType> | null {
  if (schema.$ref || schema.not) return null;
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const sets = branches.map(acceptedTypes);
    return sets.some((s) => s === null) ? null : new Set(sets.flatMap((s) => [...s!]));
  }
  if (schema.allOf) {
    const sets = schema.allOf.map(acceptedTypes).filter((s): s is Set<JsonType> => s !== null);
    return sets.length ? sets.reduce((a, b) => new Set([...a].filter((t) => b.has(t)))) : null;
  }
  if (!schema.type) return null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('integer')) types.add('number');
  return types;
}

const wrongValues: [JsonType, string, unknown][] = [
  ['string', 'a string', 'wrong type'],
  ['object', 'an object', { wrong: 'type' }],
  ['number', 'a number', 12345],
  ['boolean', 'a boolean', true],
  ['array', 'an array', ['wrong type']],
];

type WrongInput = { property: string; sent: string; query?: string; body?: Record<string, unknown> };

/**
 * A call with a wrong type for the first input property (zod reports issues in the schema's order, so that
 * property is the one the 400 names). A query string carries only strings, so there it is a repeated key.
 * Throws with the reason when none can be derived; null when the operation has no input property.
 */
function wrongInput(ep: Endpoint): WrongInput | null {
  if (ep.op.parameters) {
    const param = ep.op.parameters?.[0];
    if (!param) return null;
    const accepted = acceptedTypes(param.schema);
    if (!accepted || accepted.has('array')) {
      throw new Error(`cannot derive a wrong type for query parameter "${param.name}" (its schema accepts arrays or any value: ${JSON.stringify(param.schema)})`);
    }
    const name = encodeURIComponent(param.name);
    return { property: param.name, sent: 'a repeated key (array)', query: `?${name}=wrong&${name}=type` };
  }
  const schema = ep.op.requestBody?.content['application/json']?.schema;
  const [property, propertySchema] = Object.entries(schema?.properties ?? {})[0] ?? [];
  if (!property || !propertySchema) return null;
  const accepted = acceptedTypes(propertySchema);
  const wrong = accepted && wrongValues.find(([type]) => !accepted.has(type));
  if (!wrong) throw new Error(`cannot derive a wrong type for "${property}": its schema accepts any JSON value (${JSON.stringify(propertySchema)})`);
  return { property, sent: wrong[1], body: { [property]: wrong[2] } };
}

/**
 * One call per input property with a NUL byte as its value: a query parameter (GET, and a multipart upload,
 * whose input is its query string) or a JSON body property. Sent alone, so the 400 must come from the check of
 * the raw input, before the schema (which would otherwise name the first missing property).
 */
function controlCharacterInputs(ep: Endpoint): WrongInput[] {
  if (ep.op.parameters) {
    return ep.op.parameters.map((p) => ({ property: p.name, sent: 'NUL', query: `?${encodeURIComponent(p.name)}=%00` }));
  }
  const schema = ep.op.requestBody?.content['application/json']?.schema;
  return Object.keys(schema?.properties ?? {}).map((property) => ({ property, sent: 'NUL', body: { [property]: '\u0000' } }));
}

const controlCharacterMessages = (field: string) => locales.map((locale) => translate(locale, 'common.errors.controlCharacter', { field }));

// Every caller logs on through the real form; hashing the password once keeps the suite fast.
let passwordHash: Promise<string> | undefined;

type Browser = ReturnType<typeof browser>;
/** A browser and its CSRF token, read from a page only when a case sends it. */
type Caller = { agent: Browser; token: () => Promise<string> };

function withToken(agent: Browser, page: string): Caller {
  let token: Promise<string> | undefined;
  return { agent, token: () => (token ??= agent.csrf(page)) };
}

/** A browser the operation admits, with a CSRF token: a visitor for `guest`, else a member with accepted terms and the staff role asked for. */
async function admittedCaller(access: Access, host?: string): Promise<Caller> {
  if (access === 'guest') return anonymousCaller(host);
  const profile = await buildProfile({
    passwordHash: await (passwordHash ??= hashPassword(testPassword)),
    member: true,
    darkStatus: host === darkHost ? DarkStatusApproved : 0,
    staffRole: typeof access === 'object' ? StaffRole[access.staff] : StaffRole.None,
  });
  return withToken(await loggedOnAs(profile, { host }), '/Support');
}

const anonymousCaller = (host?: string): Caller => withToken(browser(host), '/LogOn');

/** Calls the operation; a POST carries the caller's CSRF token unless `withoutToken`. */
async function call({ agent, token }: Caller, ep: Endpoint, opts: { withoutToken?: boolean; query?: string; body?: Record<string, unknown> } = {}) {
  if (ep.method === 'get') return agent.get(`${ep.path}${opts.query ?? ''}`);
  // The token first: the agent attaches its cookies (the CSRF one among them) when the request is created.
  const headers = opts.withoutToken ? {} : { 'x-csrf-token': await token() };
  return agent.post(`${ep.path}${opts.query ?? ''}`).set(headers).send(opts.body ?? {});
}

function expectJsonError(res: request.Response, status: number): { code: string; message: string; field?: string } {
  expect(res.status, `expected ${status}, got ${res.status}: ${res.text.slice(0, 300)}`).to.equal(status);
  const error = (res.body as { error?: { code?: unknown; message?: unknown; field?: string } }).error;
  expect(error, `no { error } in ${res.text.slice(0, 300)}`).to.be.an('object');
  expect(error!.code).to.be.a('string').and.not.equal('');
  expect(error!.message).to.be.a('string').and.not.equal('');
  return error as { code: string; message: string; field?: string };
}

type Case = { name: CaseName; title: string; run: (admitted: () => Promise<Caller>) => Promise<void> };

/** The cases the contract asks of one operation (none for a public GET without input). */
function casesFor(ep: Endpoint, access: Access): Case[] {
  const cases: Case[] = [];
  const only = ep.op['x-site'];
  if (only) {
    cases.push({
      name: 'otherSite',
      title: `404 off the ${only} site, even to a caller it admits there`,
      run: async () => {
        const elsewhere = only === 'dark' ? undefined : darkHost;
        expectJsonError(await call(await admittedCaller(access, elsewhere), ep), 404);
      },
    });
  }
  if (needsLogOn(access)) {
    cases.push({
      name: 'anonymous',
      title: '401 to an anonymous caller',
      run: async () => {
        expectJsonError(await call(anonymousCaller(hostOf(ep)), ep), 401);
      },
    });
  }
  if (needsCsrf(ep)) {
    cases.push({
      name: 'csrf',
      title: '403 invalidCsrfToken without the CSRF token',
      run: async (admitted) => {
        expect(expectJsonError(await call(await admitted(), ep, { withoutToken: true }), 403).code).to.equal('invalidCsrfToken');
      },
    });
  } else if (ep.method === 'post') {
    cases.push({
      name: 'csrf',
      title: 'deliberately exempt from CSRF (csrfExemptPaths)',
      run: async (admitted) => {
        const res = await call(await admitted(), ep, { withoutToken: true });
        expect((res.body as { error?: { code?: string } }).error?.code, res.text.slice(0, 300)).not.to.equal('invalidCsrfToken');
      },
    });
  }
  let wrong: WrongInput | null = null;
  let underivable: Error | null = null;
  try {
    wrong = wrongInput(ep);
  } catch (err) {
    underivable = err as Error;
  }
  if (underivable) {
    const reason = underivable;
    cases.push({ name: 'wrongType', title: '400 for a wrong type', run: () => Promise.reject(reason) });
  } else if (wrong) {
    const input = wrong;
    cases.push({
      name: 'wrongType',
      title: `400 naming "${input.property}" for ${input.sent}`,
      run: async (admitted) => {
        const error = expectJsonError(await call(await admitted(), ep, { query: input.query, body: input.body }), 400);
        expect(error.field?.split('.')[0], `error.field of ${JSON.stringify(error)}`).to.equal(input.property);
      },
    });
  }
  const controls = controlCharacterInputs(ep);
  if (controls.length) {
    cases.push({
      name: 'controlCharacter',
      title: `400 naming each of ${controls.map((c) => `"${c.property}"`).join(', ')} for a NUL byte`,
      run: async (admitted) => {
        const caller = await admitted();
        for (const input of controls) {
          const error = expectJsonError(await call(caller, ep, { query: input.query, body: input.body }), 400);
          expect(error, `"${input.property}": ${JSON.stringify(error)}`).to.include({ code: 'invalidInput', field: input.property });
          expect(controlCharacterMessages(input.property), `"${input.property}": ${error.message}`).to.include(error.message);
        }
      },
    });
  }
  return cases;
}

/**
 * One test per operation, so a failure names the action. Every case runs (one admitted log-on shared by them)
 * and the test reports each that failed; an allow-listed case is named in the title with its reason.
 */
function testFor(ep: Endpoint): Mocha.Test | null {
  const access = ep.op['x-access'];
  if (!isKnownAccess(access)) return new Mocha.Test(ep.title, () => expect.fail(`unknown x-access ${JSON.stringify(access)}`));
  const cases = casesFor(ep, access);
  if (!cases.length) return null;
  const allowed = notCoverable[ep.title] ?? {};
  const run = cases.filter((c) => !allowed[c.name]);
  const notCovered = cases.filter((c) => allowed[c.name]).map((c) => `; not covered: ${c.title} (${allowed[c.name]})`);
  return new Mocha.Test(`${ep.title} (${JSON.stringify(access)}): ${run.map((c) => c.title).join(', ') || 'nothing'}${notCovered.join('')}`, async () => {
    let admitted: Promise<Caller> | undefined;
    const failures: string[] = [];
    for (const c of run) {
      try {
        await c.run(() => (admitted ??= admittedCaller(access, hostOf(ep))));
      } catch (err) {
        failures.push(`${c.title}: ${(err as Error).message}`);
      }
    }
    if (failures.length) expect.fail(`${ep.title}\n  ${failures.join('\n  ')}`);
  });
}

describe('API contract: every operation of /api/openapi.json', () => {
  let endpoints: Endpoint[] = [];

  // The document comes from the running test app, so the cases are added to this suite once it has started.
  before(async function () {
    const contract = this.test!.parent!;
    const res = await request(testApp()).get('/api/openapi.json').expect(200);
    endpoints = listEndpoints(res.body as { paths: Record<string, Record<string, Operation>> });
    for (const test of endpoints.map(testFor)) if (test) contract.addTest(test);
  });

  it('lists every operation with its access, marks the POSTs that need CSRF, and names only live operations as exempt', () => {
    expect(endpoints.length).to.be.greaterThan(10);
    const titles = endpoints.map((ep) => ep.title);
    for (const ep of endpoints) {
      expect(isKnownAccess(ep.op['x-access']), `${ep.title} x-access`).to.equal(true);
      expect(ep.op.security ?? [], `${ep.title} security`).to.deep.equal(needsCsrf(ep) ? [{ csrf: [] }] : []);
    }
    for (const path of csrfExemptPaths) expect(titles, 'csrfExemptPaths names a POST of the document').to.include(`POST ${path}`);
    for (const title of Object.keys(notCoverable)) expect(titles, 'notCoverable names an operation of the document').to.include(title);
  });
});
