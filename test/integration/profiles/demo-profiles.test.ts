import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { adminOnTestDb as admin } from '../../support/admin.ts';
import { buildMember, loggedOnAs } from '../../support/accounts.ts';


describe('demo profiles (npm run admin -- seed:demo --profiles N)', () => {
  it('creates N active profiles with persons, places and texts, each a real profile page', async () => {
    const before = Number((await testDb()('profiles').count('* as n').first())!.n);
    const run = await admin('seed:demo', '--profiles', '1200');
    expect(run.code, run.out).to.equal(0);
    expect(run.out).to.match(/^1200 demo profiles created in \d+\.\d s\.\n$/);
    const made = await testDb()('profiles').where('email', 'like', 'demo%@example.invalid').select('id', 'name', 'kind', 'status');
    expect(made).to.have.length(1200);
    expect(Number((await testDb()('profiles').count('* as n').first())!.n)).to.equal(before + 1200);
    expect(new Set(made.map((p: { name: string }) => p.name)).size, 'names are unique').to.equal(1200);
    expect(made.every((p: { status: number }) => p.status === 3)).to.equal(true);
    const persons = Number((await testDb()('profile_persons').whereIn('profile_id', made.map((p: { id: number }) => p.id)).count('* as n').first())!.n);
    const couples = made.filter((p: { kind: string }) => p.kind === 'Couple').length;
    expect(persons).to.equal(1200 + couples);
    expect(couples).to.be.within(120, 360);

    const agent = await loggedOnAs(await buildMember());
    const placed = await testDb()('profile_areas').whereIn('profile_id', made.map((p: { id: number }) => p.id)).whereNotNull('latitude').select('profile_id');
    expect(placed, 'every demo profile lives at a known postal code').to.have.length(1200);
    const someone = made.find((p: { id: number }) => p.id === Number(placed[0].profile_id))!;
    const page = await agent.get(`/Profile/${someone.id}`).expect(200);
    expect(page.text).to.include(`<h1 id="profile-name">${someone.name}</h1>`);
    expect(page.text, 'the place of its postal code').to.match(/class="profile-place"[^>]*>[^<]+, [^<]+/);
    expect((await admin('seed:demo', '--profiles', '3')).code, 'a second run never clashes').to.equal(0);
  });

  it('refuses a count that is not a whole number from 1 to 1,000,000', async () => {
    const run = await admin('seed:demo', '--profiles', '0');
    expect(run.code).not.to.equal(0);
    expect(run.out).to.include('a whole number from 1 to 1,000,000');
  });
});
