const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => escapes[c]!);
}

// The same FAQ answers and legal texts are rendered on every request; keep the last results.
const rendered = new Map<string, string>();
const renderedLimit = 2000;

/**
 * Renders our plain-text markup as HTML, escaping everything: blank-line separated paragraphs,
 * `## ` headings and `- ` list items. Stored texts therefore never hold HTML.
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

function renderUncached(source: string, headingLevel: number): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${escapeHtml(paragraph.join(' '))}</p>`);
    if (list.length) html.push(`<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const line of source.split('\n').map((l) => l.trim())) {
    if (line === '') flush();
    else if (line.startsWith('## ')) {
      flush();
      html.push(`<h${headingLevel}>${escapeHtml(line.slice(3))}</h${headingLevel}>`);
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
