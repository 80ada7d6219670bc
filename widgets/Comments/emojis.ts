/** The emoji list (emojibase-data's shortcodes, about 40 kB gzipped): loaded only when a picker first opens. */
export type Emoji = { shortname: string; emoji: string };

let all: Promise<Emoji[]> | null = null;

const fromHexcode = (hexcode: string) => String.fromCodePoint(...hexcode.split('-').map((h) => parseInt(h, 16)));

export function loadEmojis(): Promise<Emoji[]> {
  all ??= import('emojibase-data/en/shortcodes/emojibase.json').then((mod) => {
    const data = (mod as { default: Record<string, string | string[]> }).default;
    // Skin-tone variants (a hexcode with a 1F3FB–1F3FF part) would fill the grid five times over: the base only.
    return Object.entries(data)
      .filter(([hexcode]) => !/-1F3F[B-F]/.test(hexcode))
      .map(([hexcode, names]) => ({ shortname: [names].flat()[0]!, emoji: fromHexcode(hexcode) }));
  });
  return all;
}
