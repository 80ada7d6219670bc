import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { admin } from '../../support/admin.ts';
import { contestant, hoursFromNow, noContests } from '../../support/contest.ts';

describe('admin CLI: the photo contest (contest:create, contest:list, contest:end, contest:cancel)', () => {
  beforeEach(noContests);
  afterEach(noContests);

  it('sets up a contest with its theme in several languages, lists it, ends it (results) and cancels it (gone)', async () => {
    const created = await admin(testDb(), 'contest:create', '--theme', 'Winter light', '--theme-sv', 'Vinterljus', '--opens', hoursFromNow(-2), '--closes', hoursFromNow(48), '--entries-close', hoursFromNow(24));
    expect(created.code, created.out).to.equal(0);
    const id = Number(/^Contest (\d+) created: "Winter light"/.exec(created.out)![1]);
    const row = await testDb()('contests').where({ id }).first();
    expect(row.theme).to.deep.equal({ 'en-GB': 'Winter light', 'sv-SE': 'Vinterljus' });

    const listed = await admin(testDb(), 'contest:list');
    expect(listed.out).to.match(new RegExp(`^1 contest\\(s\\):\\n  ${id}: .* 0 entries: Winter light\\n$`));

    const swede = await contestant({ language: 'sv-SE' });
    expect((await swede.get('/Contest').expect(200)).text).to.include('Vinterljus');
    expect(await admin(testDb(), 'contest:end', String(id))).to.deep.equal({ code: 0, out: `Contest ${id} ended: its results are shown for 14 days.\n` });
    expect((await swede.get('/api/Contest/Entries').expect(200)).body.contest.phase).to.equal('Results');
    expect((await admin(testDb(), 'contest:end', String(id))).out).to.include('is not open');

    expect(await admin(testDb(), 'contest:cancel', String(id))).to.deep.equal({ code: 0, out: `Contest ${id} cancelled.\n` });
    await swede.get('/Contest').expect(404);
    expect((await admin(testDb(), 'contest:list')).out).to.include(', cancelled: Winter light');
  });

  it('refuses bad dates, an overlapping contest and unknown ids, with clear errors and a non-zero exit', async () => {
    expect((await admin(testDb(), 'contest:create', '--theme', 'A', '--opens', hoursFromNow(-1), '--closes', hoursFromNow(24))).code).to.equal(0);
    const cases: [string[], RegExp][] = [
      [['contest:create', '--theme', 'B', '--opens', hoursFromNow(1), '--closes', hoursFromNow(30)], /Contest \d+ is on show then/],
      [['contest:create', '--theme', 'B', '--opens', hoursFromNow(10), '--closes', hoursFromNow(5)], /The dates must come in order/],
      [['contest:create', '--theme', 'B', '--opens', 'soon', '--closes', hoursFromNow(5)], /must be a date like 2026-12-01/],
      [['contest:create', '--opens', hoursFromNow(1), '--closes', hoursFromNow(5)], /required option '--theme <text>' not specified/],
      [['contest:end', '999999'], /No contest with id 999999/],
      [['contest:cancel', 'x'], /must be a whole number/],
    ];
    for (const [args, message] of cases) {
      const run = await admin(testDb(), ...args);
      expect(run.code, args.join(' ')).to.not.equal(0);
      expect(run.out, args.join(' ')).to.match(message);
    }
    expect(Number((await testDb()('contests').count('* as n').first())!.n)).to.equal(1);
  });
});
