import { expect } from 'chai';
import { hashPassword, passwordHashCosts, usePasswordHashCost } from '../../../src/modules/accounts/index.ts';
import { testDb } from '../../support/context.ts';
import { buildProfile } from '../../support/factories.ts';
import { browser } from '../../support/http.ts';

describe('password hashing', () => {
  afterEach(() => usePasswordHashCost('test'));

  it('hashes with argon2id at the OWASP cost (19 MiB, 2 iterations, 1 lane) outside the test environment', async () => {
    expect(passwordHashCosts.standard).to.deep.include({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    usePasswordHashCost('standard');
    expect(await hashPassword('fjord lantern midnight')).to.match(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('logs on with a hash made at another cost and replaces it with one at the current cost', async () => {
    usePasswordHashCost('standard');
    const member = await buildProfile({ passwordHash: await hashPassword('fjord lantern midnight') });
    usePasswordHashCost('test');
    const agent = browser();
    await agent.csrf('/LogOn');
    await agent.postForm('/LogOn', { name: member.name, password: 'fjord lantern midnight' }).expect(303);
    const row = await testDb()('profiles').where({ id: member.id }).first('password_hash');
    expect(row.password_hash).to.match(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });
});
