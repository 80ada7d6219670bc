import type { Knex } from 'knex';
import type { Locale } from '../../../platform/i18n/index.ts';
import * as repo from '../repo.ts';

/** Words too common to say anything about a person, per language (the texts may mix languages, so all are used). */
const stopWords: Record<Locale, string[]> = {
  'en-GB': ['about', 'after', 'again', 'also', 'and', 'are', 'because', 'been', 'but', 'can', 'for', 'from', 'have', 'here', 'into', 'just', 'like', 'love', 'more', 'most', 'not', 'someone', 'some', 'that', 'the', 'their', 'them', 'then', 'there', 'they', 'this', 'what', 'when', 'where', 'who', 'with', 'would', 'you', 'your'],
  'da-DK': ['alle', 'andre', 'der', 'det', 'eller', 'en', 'er', 'et', 'for', 'har', 'hvad', 'hvem', 'ikke', 'jeg', 'med', 'men', 'mig', 'min', 'mine', 'noget', 'når', 'og', 'også', 'på', 'som', 'til', 'ved', 'vil'],
  'nb-NO': ['alle', 'andre', 'det', 'eller', 'en', 'er', 'et', 'for', 'har', 'hva', 'hvem', 'ikke', 'jeg', 'med', 'men', 'meg', 'min', 'mine', 'noe', 'når', 'og', 'også', 'på', 'som', 'til', 'ved', 'vil'],
  'sv-SE': ['alla', 'andra', 'att', 'det', 'eller', 'en', 'ett', 'för', 'har', 'inte', 'jag', 'med', 'men', 'mig', 'min', 'mina', 'något', 'när', 'och', 'också', 'på', 'som', 'till', 'vad', 'vem', 'vid', 'vill', 'är'],
};
const ignored = new Set(Object.values(stopWords).flat());

/**
 * GetAutomaticMatchWords: up to `limit` words from the member's own presentation and what they look for, most
 * used first (then alphabetically), as suggestions for the match words that /Search/MatchWord looks for in others'
 * texts. Words of three letters or fewer, numbers and common words are left out.
 */
export async function automaticMatchWords(db: Knex, profileId: number, limit = 10): Promise<string[]> {
  const { presentation, lookingFor } = await repo.findDetails(db, profileId);
  const counts = new Map<string, number>();
  for (const word of `${presentation} ${lookingFor}`.toLocaleLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []) {
    const clean = word.replace(/['-]+$/, '');
    if (clean.length <= 3 || ignored.has(clean)) continue;
    counts.set(clean, (counts.get(clean) ?? 0) + 1);
  }
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, limit).map(([word]) => word);
}
