import { expect } from 'chai';
import { Parser } from 'htmlparser2';
import request from 'supertest';
import { memberWithApi } from '../../support/accounts.ts';
import { albumPicture } from '../../support/blogs.ts';
import { testApp } from '../../support/context.ts';
import { xssPayloads } from '../../fixtures/xss-payloads.ts';

/** Tags that must never come out of an entry's body. */
const forbiddenTags = new Set(['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'meta', 'link', 'base', 'frame', 'frameset', 'input', 'button', 'textarea', 'template', 'video', 'audio', 'source', 'details', 'marquee', 'noscript', 'title', 'body']);
/** The attributes an entry's body may carry at all. */
const allowedAttributes = new Set(['href', 'rel', 'target', 'src', 'alt']);
const safeHref = /^(https?:\/\/|mailto:)/i;
const mediaSrc = /^\/media\/\d+\/[0-9a-f]{32}\.(jpg|webp)$/;

/** The body region of the rendered entry page, parsed as a browser would: every vector it still holds. */
function vectorsIn(page: string): string[] {
  const start = page.indexOf('<div class="prose blog-entry-body">');
  expect(start, 'the body region').to.be.greaterThan(-1);
  const found: string[] = [];
  let depth = 0;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (done) return;
        if (name === 'div') depth++;
        if (forbiddenTags.has(name)) found.push(`<${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (attr === 'class' && name === 'div' && depth === 1) continue;
          if (/^on/i.test(attr)) found.push(`${name}[${attr}]`);
          else if (!allowedAttributes.has(attr)) found.push(`${name}[${attr}]`);
          else if (attr === 'href' && !safeHref.test(value)) found.push(`a[href=${value}]`);
          else if (attr === 'src' && !mediaSrc.test(value)) found.push(`${name}[src=${value}]`);
        }
      },
      onclosetag(name) {
        if (name === 'div' && --depth === 0) done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(page.slice(start));
  parser.end();
  return found;
}

describe('blog entries: the XSS corpus (issue 22 item 2)', function () {
  this.timeout(120_000);

  it(`stores each of the ${xssPayloads.length} payloads through UpdateBlogEntry and renders no executable vector`, async () => {
    expect(xssPayloads.length).to.be.at.least(50);
    const writer = await memberWithApi({ member: true, language: 'en-GB' });
    const failures: string[] = [];
    let entryId: number | undefined;
    // One entry, edited with each payload (a member may start 10 entries a day; edits are not capped).
    for (const payload of xssPayloads) {
      const saved = await writer.api('/api/Blogs/UpdateBlogEntry', { blogEntryId: entryId, title: payload.name, body: `<p>Before</p>${payload.html}<p>After</p>`, state: 'Published' });
      entryId = saved.body.id as number;
      expect(saved.status, payload.name).to.equal(200);
      expect(saved.body.bodyHtml, payload.name).to.not.match(/<script|javascript:|onerror|onload/i);
      const page = (await request(testApp()).get(saved.body.path).expect(200)).text;
      const vectors = vectorsIn(page);
      if (vectors.length) failures.push(`${payload.name}: ${vectors.join(', ')}`);
      expect(page, payload.name).to.not.include('window.__xss(1)</script>');
    }
    expect(failures).to.deep.equal([]);
  });

  it('keeps what the editor makes: formatting, safe links with our rel and target, and our own pictures only', async () => {
    const writer = await memberWithApi({ member: true, language: 'en-GB' });
    const fjord = await albumPicture(writer.profile.id);
    const body =
      '<h2>Day one</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s><br>next line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote><h3>Later</h3>' +
      '<p><a href="https://example.com/a?b=c" rel="opener" target="_self" class="x">link</a> <a href="mailto:a@example.com">mail</a></p>' +
      `<img src="${fjord.src}" alt="Fjord"><img src="https://evil.example/x.jpg">`;
    const saved = await writer.api('/api/Blogs/UpdateBlogEntry', { title: 'Formatting', body }).expect(200);
    expect(saved.body.bodyHtml).to.equal(
      '<h2>Day one</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s><br />next line</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quoted</p></blockquote><h3>Later</h3>' +
        '<p><a href="https://example.com/a?b=c" rel="nofollow ugc noopener" target="_blank">link</a> <a href="mailto:a@example.com" rel="nofollow ugc noopener" target="_blank">mail</a></p>' +
        `<img src="${fjord.src}" alt="Fjord" />`,
    );
  });
});
