import type { Locale } from '../../platform/i18n/index.ts';
import type { GlossaryEntry } from './repo.ts';

/** The letters of the jump list, in each language's alphabetical order. */
const alphabets: Record<Locale, string[]> = {
  'en-GB': [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  'da-DK': [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ'],
  'nb-NO': [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ'],
  'sv-SE': [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ'],
};
/** Terms that start with no letter of the alphabet (a digit, a sign) come first, under this heading. */
const other = '#';

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
/** A fragment id that reads like the word: lower case, letters and digits joined by hyphens. */
const slug = (s: string, locale: Locale) => s.toLocaleLowerCase(locale).replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');

function initialOf(term: string, alphabet: string[], locale: Locale): string {
  const first = term.trim().charAt(0).toLocaleUpperCase(locale);
  if (alphabet.includes(first)) return first;
  const base = plain(first);
  return alphabet.includes(base) ? base : other;
}

export type GlossaryView = {
  letters: { letter: string; anchor: string; has: boolean }[];
  groups: { letter: string; anchor: string; entries: { term: string; definition: string; anchor: string }[] }[];
};

/**
 * Glossary entries as the page shows them: sorted in the language's order, grouped by initial letter, each term
 * and letter with a stable fragment id (#term-aftercare, #letter-a) for the jump list and for links.
 */
export function presentGlossary(entries: GlossaryEntry[], locale: Locale): GlossaryView {
  const alphabet = alphabets[locale];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const letterAnchor = (l: string) => (l === other ? 'letter-other' : `letter-${slug(l, locale)}`);
  const used = new Set<string>();
  const groups = new Map<string, GlossaryView['groups'][number]>();
  for (const e of [...entries].sort((a, b) => collator.compare(a.term, b.term))) {
    const letter = initialOf(e.term, alphabet, locale);
    let anchor = `term-${slug(e.term, locale) || e.id}`;
    if (used.has(anchor)) anchor = `${anchor}-${e.id}`;
    used.add(anchor);
    if (!groups.has(letter)) groups.set(letter, { letter, anchor: letterAnchor(letter), entries: [] });
    groups.get(letter)!.entries.push({ term: e.term, definition: e.definition, anchor });
  }
  const order = [other, ...alphabet];
  return {
    letters: (groups.has(other) ? order : alphabet).map((letter) => ({ letter, anchor: letterAnchor(letter), has: groups.has(letter) })),
    groups: [...groups.values()].sort((a, b) => order.indexOf(a.letter) - order.indexOf(b.letter)),
  };
}
