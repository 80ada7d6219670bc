import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitiser of an entry's body (issue 22 item 2), run once on write: what comes out is stored in
 * `body_html`, the only column ever rendered raw. A strict allow-list: paragraphs, line breaks, bold, italic,
 * underline, strike, links (http, https, mailto; nofollow ugc noopener, new tab), lists, quotes, h2, h3, and
 * pictures only from our own media files (`/media/{id}/{hash}.jpg|webp`, which check access themselves). No
 * style, class, id or handler; everything else is dropped with its text kept (script, style and the like lose
 * their content too).
 */
const mediaSrc = /^\/media\/\d{1,18}\/[0-9a-f]{32}\.(?:jpg|webp)$/;
const linkHref = /^(?:https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'img'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
    // A picture's attributes in one order, src first, so what reads the stored body by its pictures (the ownership
    // check, og:image) finds every one, however the writer ordered them.
    img: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: { src: attribs.src ?? '', ...(attribs.alt !== undefined ? { alt: attribs.alt } : {}) } }),
    // A link keeps only an http(s) or mailto address and gets our rel and target (the writer's own never survive).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: linkHref.test(href) ? { href, rel: 'nofollow ugc noopener', target: '_blank' } : {} };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !mediaSrc.test(frame.attribs.src ?? '');
    // An empty paragraph (the editor keeps one at the end) says nothing.
    if (frame.tag === 'p') return !frame.text.trim() && frame.mediaChildren.length === 0;
    return false;
  },
};

/** The stored body: the allow-listed HTML of what the writer sent. */
export const sanitizeBody = (html: string): string => sanitizeHtml(html, options).trim();

/** The body's plain text (excerpts, search): the text of the sanitised HTML, blocks on their own lines. */
export function plainText(html: string): string {
  const spaced = html.replace(/<\/(p|li|h2|h3|blockquote)>|<br\s*\/?>/gi, '$&\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n\n').trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => entities[e] ?? _m);

/**
 * The plain form's body (JavaScript off): simple HTML is kept (the sanitiser decides), plain text becomes
 * paragraphs (blank lines) and line breaks.
 */
export function bodyFromForm(text: string): string {
  if (/<\/?(p|br|strong|em|ul|ol|li|blockquote|h2|h3|a|img|b|i|u|s)\b/i.test(text)) return text;
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escape(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The first picture of a body (OpenGraph's og:image), or null. */
export function firstPicture(html: string): string | null {
  return /<img src="(\/media\/\d+\/[0-9a-f]{32}\.(?:jpg|webp))"/.exec(html)?.[1] ?? null;
}

/** The media ids of a sanitised body's pictures, in order, each once. */
export const pictureIds = (html: string): number[] => [...new Set([...html.matchAll(/<img src="\/media\/(\d+)\//g)].map((m) => Number(m[1])))];
