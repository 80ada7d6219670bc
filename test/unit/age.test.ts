import { expect } from 'chai';
import { ageOn } from '../../src/modules/accounts/index.ts';

describe('a profile’s age (ageOn)', () => {
  it('counts by the site’s calendar day (Copenhagen), so a birthday shown on the Birthdays list has come', () => {
    // 23:30 UTC on 26 November is already 27 November in Copenhagen; 22:30 UTC is not.
    expect(ageOn('1996-11-27', new Date('2026-11-26T23:30:00Z'))).to.equal(30);
    expect(ageOn('1996-11-27', new Date('2026-11-26T22:30:00Z'))).to.equal(29);
    // In summer the day begins two hours before UTC's.
    expect(ageOn('2000-07-01', new Date('2026-06-30T22:30:00Z'))).to.equal(26);
  });

  it('turns a 29 February birthday a year older on 1 March of a common year', () => {
    expect(ageOn('2000-02-29', new Date('2027-02-28T12:00:00Z'))).to.equal(26);
    expect(ageOn('2000-02-29', new Date('2027-03-01T12:00:00Z'))).to.equal(27);
  });
});
