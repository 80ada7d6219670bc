/** An excerpt of the plain text: at most `max` characters, cut at a word. */
export function excerptOf(text: string, max = 200): string {
  // Lines (paragraphs, list items, headings) run on in one line; one without closing punctuation gets a "·" after it.
  const lines = text.split(/\n+/).map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const flat = lines.map((l, i) => (i < lines.length - 1 && !/[.!?:;…,]$/.test(l) ? `${l} ·` : l)).join(' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}
