import { expect } from 'chai';
import { catalogKeys, locales, translate, type Locale } from '../../src/platform/i18n/index.ts';
import { faqCategories } from '../../src/demo/data/faq.ts';
import { legalPages } from '../../src/demo/data/legal.ts';
import { changelogDays } from '../../src/demo/data/changelog.ts';
import { landingPages } from '../../src/demo/data/landing.ts';
import { contentTokens, glossary, newsTicker } from '../../src/demo/data/common.ts';
import type { Localized } from '../../src/demo/data/types.ts';
import { plainText } from '../../src/platform/render/text.ts';

/** Every demo text a visitor can read, with where it comes from (checked without link targets, which are addresses). */
function demoTexts(locale: Locale): { where: string; text: string }[] {
  const of = (where: string, ...texts: Localized[]) => texts.map((t) => ({ where, text: t[locale] }));
  return [
    ...faqCategories.flatMap((c) => [...of(`FAQ category ${c.key}`, c.name), ...c.entries.flatMap((e) => of(`FAQ "${e.question['en-GB']}"`, e.question, e.answer))]),
    ...legalPages.flatMap((p) => of(`legal page ${p.kind}`, p.title, p.body)),
    ...changelogDays.flatMap((d) => d.items.flatMap((i) => of(`changelog ${d.day}`, i.title, i.body))),
    ...landingPages.flatMap((p) => of(`landing page ${p.path}`, p.title, p.summary, p.body)),
    ...glossary.flatMap((g) => of(`glossary ${g.term['en-GB']}`, g.term, g.definition)),
    ...newsTicker.flatMap((n) => of('news ticker', n.text)),
    ...contentTokens.flatMap((c) => of(`content token ${c.key}`, c.value)),
  ];
}

/** Interface texts this helper owns, which must speak the same words. */
function ownInterfaceTexts(locale: Locale): { where: string; text: string }[] {
  return catalogKeys(locale)
    .filter((k) => /^(layout|support|seo)\./.test(k))
    .map((k) => ({ where: k, text: translate(locale, k) }));
}

/**
 * The words each language's interface does NOT use (it says log on / log ind / logg inn / logga in, profile
 * name, passkey as in accounts.json, recovery codes, and one word for customer support), and features the site
 * does not have.
 */
const otherWording: Record<Locale, RegExp[]> = {
  'en-GB': [/\blog(?:s|ged|ging)?[ -]in\b/i, /\blogin\b/i, /\bsign(?:s|ed|ing)?[ -]in\b/i, /\busername/i, /\bbackup codes?\b/i, /two-factor authentication/i],
  'da-DK': [/\blog(?:ge|ger|get)? på(?!\p{L})/iu, /\bbrugernavn/i, /\bbackupkode/i, /\bpasskey/i, /\bsupport(?![\p{L}@])/iu],
  'nb-NO': [/\blogg(?:e|er|et)? på(?!\p{L})/iu, /\bpålogg/i, /\bpassnøk/i, /\bbrukernavn/i, /\breservekode/i, /\bbrukerstøtte/i, /\bsupport(?![\p{L}@])/iu],
  'sv-SE': [/\blogga(?:r|de)? på(?!\p{L})/iu, /\banvändarnamn/i, /\breservkod/i, /\btvåstegs/i, /\bsupport(?![\p{L}@])/iu],
};
const missingFeatures: Record<Locale, RegExp[]> = {
  'en-GB': [/\blodges?\b/i, /QuickScor/i, /guestbook/i, /dark mode/i, /\bmembership\b/i, /\bsearch (?:filters|results)\b/i, /[‘']Report[’']/],
  'da-DK': [/\blodges?\b/i, /\bloger?\b/i, /QuickScor/i, /gæstebog/i, /mørkt tema/i, /\bmedlemskab/i, /»Anmeld«/],
  'nb-NO': [/\blodges?\b/i, /\blosj/i, /QuickScor/i, /gjestebok/i, /mørkt tema/i, /\bmedlemskap/i, /«Rapporter»/],
  'sv-SE': [/\blodges?\b/i, /\blogar\b/i, /QuickScor/i, /gästbok/i, /mörkt (?:tema|läge)/i, /\bmedlemskap/i, /”Anmäl”/],
};

const quoted: Record<Locale, RegExp> = { 'en-GB': /‘([^’]+)’/g, 'da-DK': /»([^«]+)«/g, 'nb-NO': /«([^»]+)»/g, 'sv-SE': /”([^”]+)”/g };

describe('demo content', () => {
  for (const locale of locales) {
    describe(locale, () => {
      const texts = [...demoTexts(locale), ...ownInterfaceTexts(locale)];

      it('uses the interface\'s words for logging on, profile names, passkeys and support', () => {
        const found = texts.flatMap(({ where, text }) => otherWording[locale].filter((re) => re.test(plainText(text))).map((re) => `${where}: ${re} in "${plainText(text).match(re)![0]}"`));
        expect(found).to.deep.equal([]);
      });

      it('describes only features the site has', () => {
        const found = texts.flatMap(({ where, text }) => missingFeatures[locale].filter((re) => re.test(plainText(text))).map((re) => `${where}: ${re}`));
        expect(found).to.deep.equal([]);
      });

      it('quotes only buttons, links and headings that the interface shows', () => {
        const shown = new Set([...catalogKeys(locale).map((k) => translate(locale, k)), ...landingPages.map((p) => p.title[locale])]);
        const unknown = demoTexts(locale).flatMap(({ where, text }) => [...text.matchAll(quoted[locale])].map((m) => m[1]!).filter((q) => !shown.has(q)).map((q) => `${where}: ${q}`));
        expect(unknown).to.deep.equal([]);
      });

      it('leads through Settings only to sections that Settings has', () => {
        const settings = translate(locale, 'accounts.settings.title');
        const sections = ['account', 'security', 'language', 'delete'].map((s) => translate(locale, `accounts.settings.${s}.heading`));
        const trails = demoTexts(locale).flatMap(({ where, text }) =>
          [...text.matchAll(new RegExp(`${settings} › ([^.,;:\\])\\n]+)`, 'g'))].map((m) => ({ where, rest: m[1]! })),
        );
        expect(trails.length).to.be.greaterThan(5);
        expect(trails.filter((t) => !sections.some((s) => t.rest.startsWith(s))).map((t) => `${t.where}: ${settings} › ${t.rest}`)).to.deep.equal([]);
      });
    });
  }

  it('names the same pages in every language, so each translation links where the English does', () => {
    const links = (text: string) => [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]).sort();
    const mismatches = locales.flatMap((l) =>
      demoTexts('en-GB').map((en, i) => ({ en, other: demoTexts(l)[i]! })).filter(({ en, other }) => links(en.text).join() !== links(other.text).join()).map(({ en }) => `${l}: ${en.where}`),
    );
    expect(mismatches).to.deep.equal([]);
  });
});
