const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]!);
}

// The same FAQ answers and legal texts are rendered on every request; keep the last results.
const rendered = new Map<string, string>();
const renderedLimit = 2000;

/**
 * Renders our plain-text markup as HTML, escaping everything: blank-line separated paragraphs,
 * `## ` headings, `- ` list items and `[words](/Local/Path)` links to pages of this site (a path starting with
 * one `/`; anything else stays text). Stored texts therefore never hold HTML.
 */
export function renderText(source: string, headingLevel = 2): string {
  const key = `${headingLevel}:${source}`;
  const hit = rendered.get(key);
  if (hit !== undefined) return hit;
  const html = renderUncached(source, headingLevel);
  if (rendered.size >= renderedLimit) rendered.clear();
  rendered.set(key, html);
  return html;
}

// After escaping: `&`, quotes and `<` in the path are entities already, and `//` or `/\` (another host) never match.
const localLink = /\[([^\]]+)\]\((\/(?![/\\])[^\s()\\]*)\)/g;

function inline(text: string): string {
  return escapeHtml(text).replace(localLink, '<a href="$2">$1</a>');
}

/** The text without link markup (`[words](/Path)` → `words`), for search and summaries. */
export function plainText(source: string): string {
  return source.replace(localLink, '$1');
}

function renderUncached(source: string, headingLevel: number): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const line of source.split('\n').map((l) => l.trim())) {
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      html.push(`<h${headingLevel}>${inline(line.slice(3))}</h${headingLevel}>`);
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return html.join('\n');
}
