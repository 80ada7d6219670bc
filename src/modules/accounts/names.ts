import unhomoglyph from 'unhomoglyph';

/**
 * Profile names as stored and compared. Three forms of one name:
 * - the display form: NFKC, so full-width and mathematical letters (`Ａ`, `𝓐`) become the plain letter;
 * - the key (`profiles.name_key`, unique): the display form case-folded, for log on and "is it taken";
 * - the skeleton (`profiles.name_skeleton`): Unicode TR39's confusable skeleton of the key, for "too similar".
 * Changing `nameKey` or `nameSkeleton` (or the unhomoglyph version, pinned in package.json) changes stored
 * values: it needs a migration that recomputes both columns, like 20261122005600_accounts_name_keys.ts.
 */

/** The display form of a typed name. */
export const normalizeName = (name: string): string => name.normalize('NFKC').trim();

// Upper then lower case does what Unicode full case folding does here (ß → ss, ς → σ, İ → i̇), and also
// merges dotless ı with i, which only makes more names alike. It is computed here and stored because
// Postgres' lower() depends on the database's collation and differs from JavaScript (`İ`).
const fold = (s: string): string => s.toUpperCase().toLowerCase();

/** The case-folded key: two names with the same key are the same name. */
export const nameKey = (name: string): string => fold(normalizeName(name)).normalize('NFKC');

/** TR39 skeleton: NFD, each character replaced by its prototype from Unicode's confusables.txt, NFD again. */
const skeleton = (s: string): string => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/**
 * The skeleton of the key, folded again and repeated until stable (a prototype may be a capital: `0` → `O`),
 * so that it ignores case as the key does: `Аnnabel` (Cyrillic А), `ANNABEL` and `Annabe1` share one.
 */
export function nameSkeleton(name: string): string {
  let current = nameKey(name);
  for (let i = 0; i < 4; i++) {
    const next = fold(skeleton(current));
    if (next === current) break;
    current = next;
  }
  return current;
}

const compact = (name: string): string => nameSkeleton(name).replace(/[._-]/g, '');

// Names that would pass for the site speaking, compared by compacted skeleton (`ADMIN`, `аdmin`, `ad.min`).
const reservedNames = new Set(
  [
    'admin', 'administrator', 'sysadmin', 'root', 'system', 'superuser', 'owner', 'operator',
    'support', 'staff', 'moderator', 'mod', 'team', 'official', 'security', 'help', 'info', 'contact',
    'service', 'customerservice', 'kundeservice', 'kundservice', 'hjelp', 'hjælp', 'hjälp', 'privacy', 'legal',
    'abuse', 'postmaster', 'hostmaster', 'webmaster', 'noreply', 'mail', 'billing', 'api', 'www',
    'deleted', 'anonymous', 'guest', 'nobody', 'null', 'undefined', 'everyone',
  ].map(compact),
);
// The site names (Nordlys, Nordlys Nights) anywhere in a name: `NordlysSupport` is the site speaking too.
const brand = compact('nordlys');
// `deleted-<id>` is what a deleted profile is renamed to, so the prefix is nobody's (digits of any script).
const deletedPrefix = compact('deleted');

/** True for a name nobody may take: the reserved list, the site names, `deleted-…`. */
export function isReservedName(name: string): boolean {
  const c = compact(name);
  return reservedNames.has(c) || c.includes(brand) || c.startsWith(deletedPrefix);
}

const scripts = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko',
  'Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
  'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee', 'Canadian_Aboriginal',
  'Han', 'Hiragana', 'Katakana', 'Bopomofo', 'Hangul', 'Yi', 'Vai', 'Tifinagh', 'Coptic', 'Glagolitic', 'Runic', 'Ogham',
].map((name) => ({ name, pattern: new RegExp(`\\p{sc=${name}}`, 'u') }));
const neutral = /[\p{sc=Common}\p{sc=Inherited}]/u;
// TR39's "highly restrictive" level: one script, or one of the combinations that East Asian names use.
const allowedMixes = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** True when a name mixes scripts (Latin `A` + Cyrillic `нна`), the usual way to fake someone else's name. */
export function hasMixedScripts(name: string): boolean {
  const found = new Set<string>();
  for (const ch of normalizeName(name)) {
    if (neutral.test(ch)) continue;
    found.add(scripts.find((s) => s.pattern.test(ch))?.name ?? 'Other');
  }
  return found.size > 1 && !allowedMixes.some((mix) => [...found].every((s) => mix.includes(s)));
}
