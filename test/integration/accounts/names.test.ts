import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import pino from 'pino';
import { testDb } from '../../support/context.ts';
import { browser } from '../../support/http.ts';
import { buildMember, jobsSettled, loggedOnAs, mailedLink, testPassword } from '../../support/accounts.ts';
import { accountsModule, nameSkeleton } from '../../../src/modules/accounts/index.ts';
import knexFactory, { type Knex } from 'knex';
import ClientPGLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';

const taken = 'This profile name is already taken.';
const similar = 'This profile name is too similar to one that is already taken.';
const reserved = 'This profile name is reserved.';
const scripts = 'Use letters from one alphabet only';
const password = 'fjord lantern midnight';

async function signUpForm(name: string, email: string) {
  const country = await testDb()('countries').where({ code: 'DK' }).first('id');
  return { kind: 'Single', name, email, password, birthday1: '1990-05-17', gender1: 'Female', countryId: country.id, postalCode: '2100', acceptTerms: 'on' };
}

/** Posts the real sign-up form from a fresh browser; the response status. */
async function signUp(name: string, email = `${Math.random().toString(36).slice(2)}@example.test`) {
  const agent = browser();
  await agent.csrf('/Create');
  return agent.postForm('/Create', await signUpForm(name, email));
}
const signUpStatus = async (name: string, email?: string) => (await signUp(name, email)).status;

async function logOn(name: string, pass = password) {
  const agent = browser();
  await agent.csrf('/LogOn');
  return agent.postForm('/LogOn', { name, password: pass });
}

const profileCount = async () => Number((await testDb()('profiles').count('* as n').first())!.n);

describe('look-alike profile names', () => {
  afterEach(jobsSettled);

  it('sign-up refuses another form, another case or a look-alike of an existing name, and says why', async () => {
    await buildMember({ name: 'Annabel' });
    await buildMember({ name: 'Peppa' });
    const cases: [string, string][] = [
      ['Ａnnabel', taken], // full width
      ['𝓐nnabel', taken], // mathematical script
      ['ANNABEL', taken],
      ['Annabe1', similar], // digit one for l
      ['Рерра', similar], // all Cyrillic
      ['Аnnabel', scripts], // Cyrillic А, Latin rest
    ];
    for (const [name, message] of cases) {
      const res = await signUp(name);
      expect(res.status, name).to.equal(400);
      expect(res.text, name).to.match(/id="name-error"/).and.include(message);
    }
    expect(await profileCount()).to.equal(2);
  });

  it('sign-up refuses reserved names in any case or look-alike, and deleted-<digits of any script>', async () => {
    for (const name of ['admin', 'ADMIN', 'аdmin', 'Support', 'Nordlys-Nights', 'deleted-١٢', 'deleted-12']) {
      const res = await signUp(name);
      expect(res.status, name).to.equal(400);
      expect(res.text, name).to.include(reserved);
    }
    expect(await profileCount()).to.equal(0);
  });

  it('stores the NFKC form of a name', async () => {
    expect(await signUpStatus('Ｓｏｌｖｅｉｇ_１', 'solveig@example.test')).to.equal(200);
    expect(await testDb()('profiles').where({ email: 'solveig@example.test' }).first('name', 'name_key')).to.deep.equal({ name: 'Solveig_1', name_key: 'solveig_1' });
  });

  it('İstanbul signs up and logs on with its own name, i̇stanbul and İSTANBUL', async () => {
    expect(await signUpStatus('İstanbul', 'istanbul@example.test')).to.equal(200);
    await browser().get(await mailedLink('istanbul@example.test', '/ConfirmEmail')).expect(302);
    for (const name of ['İstanbul', 'i̇stanbul', 'İSTANBUL']) {
      expect((await logOn(name)).status, name).to.equal(303);
    }
    expect((await logOn('İstanbul', 'a wrong password here')).status).to.equal(401);
  });

  it('counts failed log-ons against one account whatever form of its name is typed', async () => {
    await buildMember({ name: 'Annabel' });
    const forms = ['Annabel', 'Ａnnabel', '𝓐nnabel', 'ＡＮＮＡＢＥＬ', '𝐀𝐧𝐧𝐚𝐛𝐞𝐥'];
    for (let i = 0; i < 10; i++) expect((await logOn(forms[i % forms.length]!, 'not the password')).status, forms[i % forms.length]).to.equal(401);
    expect((await logOn('Annabel', testPassword)).status).to.equal(429);
  });

  it('UpdateProfileName refuses the same look-alikes and reserved names, naming the field', async () => {
    await buildMember({ name: 'Annabel' });
    await buildMember({ name: 'Peppa' });
    const profile = await buildMember({ name: 'Keeper' });
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/EditProfile/AccountInformation');
    const rename = (name: string) => agent.post('/api/EditProfile/UpdateProfileName').set('x-csrf-token', token).send({ name });
    for (const [name, message] of [['Ａnnabel', taken], ['𝓐nnabel', taken], ['Рерра', similar], ['Annabe1', similar]] as const) {
      expect((await rename(name).expect(409)).body.error, name).to.include({ code: 'conflict', field: 'name', message });
    }
    for (const name of ['Аnnabel', 'admin', 'ADMIN', 'аdmin', 'deleted-١٢']) {
      expect((await rename(name).expect(400)).body.error.field, name).to.equal('name');
    }
    expect((await testDb()('profiles').where({ id: profile.id }).first()).name).to.equal('Keeper');
    // Its own name in another case or a look-alike of it is not a clash with itself.
    expect((await rename('KEEPER').expect(200)).body.name).to.equal('KEEPER');
    expect((await testDb()('profiles').where({ id: profile.id }).first()).name_key).to.equal('keeper');
  });

  it('a deleted profile frees its name: the purge moves the key and skeleton to deleted-<id>', async () => {
    const profile = await buildMember({ name: 'Annabel' });
    const agent = await loggedOnAs(profile);
    const token = await agent.csrf('/EditProfile/Delete');
    await agent.post('/api/EditProfile/DeleteProfile').set('x-csrf-token', token).send({ password: testPassword }).expect(200);
    const job = await testDb()('jobs').where({ name: 'accounts.deleteProfile' }).first();
    const payload = (typeof job.payload === 'string' ? JSON.parse(job.payload) : job.payload) as Record<string, unknown>;
    await accountsModule.jobs!['accounts.deleteProfile']!(payload, { db: testDb(), logger: pino({ level: 'silent' }) });
    const row = await testDb()('profiles').where({ id: profile.id }).first();
    expect(row).to.include({ name: `deleted-${profile.id}`, name_key: `deleted-${profile.id}`, name_skeleton: nameSkeleton(`deleted-${profile.id}`) });
    expect(await signUpStatus('Annabel')).to.equal(200);
  });
});

describe('migration 20261122005600_accounts_name_keys', () => {
  const migrationsDir = path.resolve(import.meta.dirname, '../../../migrations');
  const mine = '20261122005600_accounts_name_keys.ts';
  let db: Knex;

  async function runMigration(file: string) {
    const migration = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as { up: (db: Knex) => Promise<void> };
    await migration.up(db);
  }

  before(async function () {
    this.timeout(120_000);
    // A database of its own, as it was before this migration; waiting for PGlite keeps a busy machine from timing out.
    const pglite = await PGlite.create();
    db = knexFactory({ client: ClientPGLite, dialect: 'postgres', connection: { pglite } as Knex.StaticConnectionConfig });
    for (const file of readdirSync(migrationsDir).filter((f) => /^\d+_[\w-]+\.ts$/.test(f) && f < mine).sort()) await runMigration(file);
  });

  after(async () => {
    await db?.destroy();
  });

  it('fills the key and skeleton of existing profiles, keeps their names, and the key is unique', async () => {
    const legacy = ['Annabel', 'Ａnnabel', 'İstanbul', 'Аnnabel'];
    const ids: number[] = [];
    for (const [i, name] of legacy.entries()) {
      const [row] = await db('profiles').insert({ name, email: `legacy${i}@example.test` }).returning('id');
      ids.push(Number(row.id));
    }
    await runMigration(mine);
    const rows = await db('profiles').orderBy('id').select('id', 'name', 'name_key', 'name_skeleton');
    expect(rows.map((r) => [r.name, r.name_key, r.name_skeleton])).to.deep.equal([
      ['Annabel', 'annabel', 'annabel'],
      ['Ａnnabel', `annabel#${ids[1]}`, 'annabel'], // a later legacy duplicate of the key: unique, not loggable by name
      ['İstanbul', 'i̇stanbul', 'i̇stanbul'],
      ['Аnnabel', 'аnnabel', 'annabel'],
    ]);
    const duplicate = await db('profiles').insert({ name: 'ANNABEL', email: 'dup@example.test', name_key: 'annabel', name_skeleton: 'annabel' }).catch((err: unknown) => err);
    expect(duplicate).to.have.property('code', '23505');
  });
});
