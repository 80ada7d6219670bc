/**
 * The new text of a reply by e-mail: what the writer typed above the history their mail program quoted and the
 * signature it added. Cut off: an attribution line ("On … wrote:", "Den … kl. 10.00 skrev …:", "Am … schrieb …:",
 * also wrapped over two or three lines), Outlook's "-----Original Message-----" (and its Danish, Norwegian,
 * Swedish and German forms) and its "From: / Sent: / To:" header block, a signature after a "-- " line; then
 * every line quoted with ">" (inline answers between quotes stay) and a phone's "Sent from my iPhone" at the end.
 * Pure and line-based; a mail that is nothing but history gives ''.
 */
export function trimReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const cut = historyStart(lines);
  const kept = lines
    .slice(0, cut)
    .filter((line) => !/^\s*>/.test(line))
    .map((line) => line.trimEnd());
  for (;;) {
    while (kept.length && kept[kept.length - 1] === '') kept.pop();
    const last = kept[kept.length - 1];
    if (last !== undefined && (phoneSignature.test(last) || /^_{5,}$/.test(last))) kept.pop();
    else break;
  }
  while (kept.length && kept[0] === '') kept.shift();
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** The index of the first line of quoted history or signature (lines.length when there is none). */
function historyStart(lines: string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^--\s?$/.test(line)) return i;
    if (originalMessage.test(line.trim())) return i;
    if (isAttribution(lines, i)) return i;
    if (isHeaderBlock(lines, i)) return i > 0 && /^\s*_{10,}\s*$/.test(lines[i - 1]!) ? i - 1 : i;
  }
  return lines.length;
}

const originalMessage =
  /^-{2,}\s*(original message|oprindelig meddelelse|opprinnelig melding|ursprungligt meddelande|urspr(ü|ue)ngliche nachricht|original-nachricht|forwarded message|videresendt (meddelelse|melding)|vidarebefordrat meddelande|weitergeleitete nachricht)\s*-{2,}$/i;

/**
 * "On Mon, 12 Jan 2026 at 10:00, Nordlys <support+…@…> wrote:" and its Scandinavian, German and French forms:
 * how its first line starts (the date is always there, a wrap comes later) and how the whole ends.
 */
const attributions: { start: RegExp; whole: RegExp }[] = [
  { start: /^on\b.*\d/i, whole: /\bwrote:$/i },
  // Danish, Norwegian, Swedish: the date and "kl." with the time come before "skrev" ("Den tirs. 13. jan. 2026 kl. 10.15 skrev …:").
  { start: /\bkl\.?\s*\d{1,2}[:.]\d{2}\b/i, whole: /\bkl\.?\s*\d{1,2}[:.]\d{2}\b.*\bskrev\b.*:$/i },
  { start: /^am\b.*\d/i, whole: /\bschrieb\b.*:$/i },
  { start: /^le\b.*\d/i, whole: /\ba écrit\s?:$/i },
];

/**
 * Line i, alone or joined with the next one or two (long attributions are wrapped, never across a blank line), is
 * an attribution: its shape, plus a sign that it introduces quoted mail (an address, a time of day, or quoted lines
 * right after it), so a sentence of the writer's own ("On Monday I wrote:", "Jeg skrev til jer i går:") is never
 * taken for one.
 */
function isAttribution(lines: string[], i: number): boolean {
  const first = lines[i]!.trim();
  if (!first || first.startsWith('>') || first.length > 300) return false;
  const shapes = attributions.filter((a) => a.start.test(first));
  if (!shapes.length) return false;
  let candidate = '';
  for (let span = 1; span <= 3 && i + span <= lines.length; span++) {
    const added = lines[i + span - 1]!.trim();
    if (!added) return false;
    candidate = candidate ? `${candidate} ${added}` : added;
    if (!shapes.some((a) => a.whole.test(candidate))) continue;
    const next = lines.slice(i + span).find((l) => l.trim() !== '');
    return candidate.includes('@') || /\d{1,2}[:.]\d{2}/.test(candidate) || (next !== undefined && /^\s*>/.test(next));
  }
  return false;
}

const headerField = (names: string) => new RegExp(`^\\s*\\*?(${names})\\s*:\\*?(\\s|$)`, 'i');
const fromField = headerField('from|fra|från|von|de');
const sentField = headerField('sent|date|sendt|dato|skickat|datum|gesendet|envoyé');
const toField = headerField('to|til|till|an|à|subject|emne|ämne|betreff|objet|cc');

/** Outlook's quoted header block: a From: line with a Sent:/Date: line and a To:/Subject: line among the next five. */
function isHeaderBlock(lines: string[], i: number): boolean {
  if (!fromField.test(lines[i]!)) return false;
  const following = lines.slice(i + 1, i + 6);
  return following.some((l) => sentField.test(l)) && following.some((l) => toField.test(l));
}

/** A phone's or a mail program's own line at the end of a reply ("Sent from my iPhone", "Skickat från min iPhone"). */
const phoneSignature =
  /^\s*((sent|sendt|skickat|skickades|gesendet|envoyé) (from|fra|från|von|de|with|med) .{1,60}|(get|hent|få|skaffa|hämta|download) outlook (for|til|för|für) (ios|android).*)$/i;
