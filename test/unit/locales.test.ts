import { expect } from 'chai';
import { catalogKeys, locales, defaultLocale, translate } from '../../src/platform/i18n/index.ts';

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

describe('locale words that must agree', () => {
  for (const locale of locales) {
    it(`${locale} calls customer support one thing in the menu, the title, the footer and the links to it`, () => {
      const word = translate(locale, 'layout.drawer.support');
      expect(translate(locale, 'support.home.title')).to.equal(word);
      for (const key of ['layout.footer.supportHeading', 'layout.error.support', 'support.faq.contactSupport']) {
        expect(translate(locale, key).toLowerCase(), key).to.include(word.toLowerCase());
      }
    });

    it(`${locale} explains each error status whose stock message would repeat its heading`, () => {
      for (const status of ['400', '401', '403', '404', '413']) {
        const text = translate(locale, `layout.error.texts.${status}`);
        expect(text, status).not.to.equal(`layout.error.texts.${status}`);
        expect(text, status).not.to.include(translate(locale, `layout.error.headings.${status}`));
      }
    });
  }

  it('names the legal pages the same in the footer, the support page and the page itself (nb-NO, en-GB)', () => {
    for (const locale of ['nb-NO', 'en-GB'] as const) {
      expect(translate(locale, 'layout.footer.tradeTerms'), locale).to.equal(translate(locale, 'support.kinds.TradeTerms'));
      expect(translate(locale, 'layout.footer.cookies'), locale).to.equal(translate(locale, 'support.kinds.Cookies'));
    }
  });
});
