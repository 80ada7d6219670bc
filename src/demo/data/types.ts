/**
 * Shared types for the demo seed data (FAQ, legal pages, changelog, landing pages,
 * countries, glossary, news ticker and content tokens).
 *
 * Body text markup, used in every `body` and `answer` field:
 * - paragraphs are separated by a blank line ("\n\n");
 * - a line starting with "## " is a heading;
 * - consecutive lines starting with "- " form a bulleted list;
 * - `[words](/Path)` links to a page of the site (a local path only; every link must answer, see the tests).
 * No HTML and no other markdown. Name pages, menus and buttons exactly as the interface does (src/locales).
 */

export type Locale = 'en-GB' | 'da-DK' | 'nb-NO' | 'sv-SE';
export type Localized = Record<Locale, string>;
export type FaqCategorySeed = { key: string; name: Localized; entries: { question: Localized; answer: Localized }[] };
export type LegalKind = 'Cookies' | 'GeneralTerms' | 'TradeTerms' | 'Privacy' | 'CodeOfConduct';
export type LegalPageSeed = { kind: LegalKind; version: number; title: Localized; body: Localized };
export type ChangelogDaySeed = { day: string /* yyyy-MM-dd */; items: { title: Localized; body: Localized }[] };
export type LandingPageSeed = {
  siteId: 1 | 2;
  path: string /* e.g. '/dating-copenhagen', lowercase, starts with '/' */;
  onFrontpage: boolean;
  title: Localized;
  summary: Localized;
  body: Localized;
};
export type CountrySeed = { code: 'DK' | 'NO' | 'SE' | 'GB'; name: Localized; areas: { name: string; nestingLevel: 1 | 2 | 3 }[] };
export type GlossarySeed = { siteId: 1 | 2; term: Localized; definition: Localized };
export type NewsTickerSeed = { siteId: 1 | 2; text: Localized };
export type ContentTokenSeed = { key: string; value: Localized };
