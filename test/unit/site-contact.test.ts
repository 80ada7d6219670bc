import { expect } from 'chai';
import { companyAddressPattern, formatCompanyAddress, formatOpeningHours, openingHoursPattern } from '../../src/platform/i18n/site-contact.ts';

describe('site contact details in the reader\'s language', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  const hours = 'Mo-Fr 09:00-16:00 Europe/Copenhagen';

  it('writes the opening hours with each language\'s weekdays, clock and time zone', () => {
    expect(formatOpeningHours(hours, 'en-GB', winter)).to.equal('Mon–Fri 09:00–16:00 CET');
    expect(formatOpeningHours(hours, 'en-GB', summer)).to.equal('Mon–Fri 09:00–16:00 CEST');
    expect(formatOpeningHours(hours, 'da-DK', winter)).to.equal('Man.–fre. kl. 9.00–16.00 (dansk tid)');
    expect(formatOpeningHours(hours, 'nb-NO', summer)).to.equal('Man.–fre. kl. 09.00–16.00 (norsk tid)');
    expect(formatOpeningHours(hours, 'sv-SE', winter)).to.equal('Mån–fre kl. 09.00–16.00 (svensk tid)');
  });

  it('takes Europe/Copenhagen when no zone is given, and names a zone that is not the reader\'s own', () => {
    expect(formatOpeningHours('Mo-Fr 09:00-16:00', 'da-DK', winter)).to.equal('Man.–fre. kl. 9.00–16.00 (dansk tid)');
    expect(formatOpeningHours('Mo-Th 08:30-15:00, Sa 10:00-12:00 Europe/London', 'en-GB', winter)).to.equal('Mon–Thu 08:30–15:00, Sat 10:00–12:00 UK time');
    expect(formatOpeningHours('Mo-Th 08:30-15:00, Sa 10:00-12:00 Europe/London', 'sv-SE', winter)).to.equal('Mån–tors kl. 08.30–15.00, lör kl. 10.00–12.00 (GMT)');
  });

  it('shows text it cannot read as it is, so an old free-text setting still appears', () => {
    expect(formatOpeningHours('Mon–Fri 09:00–16:00 CET', 'da-DK')).to.equal('Mon–Fri 09:00–16:00 CET');
    expect(formatOpeningHours('Mo-Fr 09:00-16:00 Mars/Olympus', 'da-DK')).to.equal('Mo-Fr 09:00-16:00 Mars/Olympus');
  });

  it('names the company address\'s country in the reader\'s language', () => {
    const address = 'Nordlys ApS, Vesterbrogade 12, 1620 København V, DK';
    expect(formatCompanyAddress(address, 'en-GB')).to.equal('Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark');
    for (const l of ['da-DK', 'nb-NO', 'sv-SE'] as const) expect(formatCompanyAddress(address, l)).to.equal('Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark');
    expect(formatCompanyAddress('Nordlys ApS, 1 High Street, London, GB', 'nb-NO')).to.equal('Nordlys ApS, 1 High Street, London, Storbritannia');
    expect(formatCompanyAddress('Somewhere, Denmark', 'sv-SE')).to.equal('Somewhere, Denmark');
  });

  it('accepts only the locale-neutral forms as site settings', () => {
    expect(openingHoursPattern.test('Mo-Fr 09:00-16:00')).to.equal(true);
    expect(openingHoursPattern.test('Mo-Fr 09:00-16:00, Sa 10:00-14:00 Europe/Oslo')).to.equal(true);
    expect(openingHoursPattern.test('Mon–Fri 09:00–16:00 CET')).to.equal(false);
    expect(companyAddressPattern.test('Nordlys ApS, Vesterbrogade 12, 1620 København V, DK')).to.equal(true);
    expect(companyAddressPattern.test('Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark')).to.equal(false);
  });
});
