/** The emoji list (emojibase-data's shortcodes, about 40 kB gzipped): loaded only when a picker first opens. */
export type Emoji = { shortname: string; emoji: string };

let all: Promise<Emoji[]> | null = null;

// A lone code point that is text by default (❤ U+2764, ☺, 🅰; not a flag letter) takes the emoji variation selector, as emojibase's `unicode` does.
const textByDefault = (cp: number) => cp < 0x1f000 || (cp >= 0x1f170 && cp <= 0x1f251 && !(cp >= 0x1f1e6 && cp <= 0x1f1ff));
const fromHexcode = (hexcode: string) => {
  const points = hexcode.split('-').map((h) => parseInt(h, 16));
  return String.fromCodePoint(...points, ...(points.length === 1 && textByDefault(points[0]!) ? [0xfe0f] : []));
};

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
