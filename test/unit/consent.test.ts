import { expect } from 'chai';
import { consentFrom, consentCookieValue } from '../../src/platform/consent.ts';

describe('cookie consent rules (spec §9)', () => {
  it('grants every category on a page without a site and without a consent service', () => {
    expect(consentFrom(undefined, false, false)).to.deep.equal({ marketing: true, necessary: true, preferences: true, statistics: true, decided: true });
  });
  it('allows only necessary until the visitor answers', () => {
    expect(consentFrom(undefined, true)).to.deep.equal({ marketing: false, necessary: true, preferences: false, statistics: false, decided: false });
  });
  it('honours the stored choice', () => {
    expect(consentFrom('necessary,statistics', true)).to.include({ statistics: true, marketing: false, decided: true });
    expect(consentFrom('necessary,marketing', true)).to.include({ marketing: true });
  });
  it('always stores necessary and drops unknown categories', () => {
    expect(consentCookieValue(['marketing', 'tracking'])).to.equal('marketing,necessary');
    expect(consentCookieValue([])).to.equal('necessary');
  });
});
