import { expect } from 'chai';
import { catalogKeys, locales, defaultLocale } from '../../src/platform/i18n/index.ts';

describe('locale files', () => {
  const english = new Set(catalogKeys(defaultLocale));

  it('has messages', () => {
    expect(english.size).to.be.greaterThan(50);
  });

  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    it(`${locale} has exactly the keys of en-GB`, () => {
      const keys = new Set(catalogKeys(locale));
      expect([...english].filter((k) => !keys.has(k)), `missing in ${locale}`).to.deep.equal([]);
      expect([...keys].filter((k) => !english.has(k)), `extra in ${locale}`).to.deep.equal([]);
    });
  }
});
