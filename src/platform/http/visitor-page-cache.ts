import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { onContentChange } from '../cache.ts';

type CachedPage = { html: Buffer; br: Buffer; gzip: Buffer; etag: string; expires: number };

/** How long a visitor's page may be served again: the same order as the content caches under it (FAQ, sites). */
const ttlMs = 30_000;
const maxPages = 500;

/**
 * A visitor without a session sees the same page as every other visitor of that site and language (with
 * the same cookie answer): the first one's page is kept, compressed once, and served to the rest for
 * `ttlMs`. A page is kept only when nothing in it is personal: no viewer, no session, no form token issued
 * (call `markPersonal(res)`), no cookie set, not marked no-store or private, status 200, HTML, and no query
 * string. Fragments (htmx) are not kept.
 */
const pages = new Map<string, CachedPage>();
onContentChange(() => pages.clear());

/** Forgets every kept page (content changed in this process; tests). */
export function clearVisitorPages(): void {
  pages.clear();
}

export function visitorPageCache(): RequestHandler {
  return (req, res, next) => {
    // A query may carry a one-time link (?q=) whose page must change the moment it is used: not kept.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.session || req.user || req.get('HX-Request') || req.originalUrl.includes('?')) return next();
    const key = `${req.ctx.site.id}|${req.ctx.locale}|${req.ctx.consent.decided ? consentKey(req.ctx.consent) : '-'}|${req.originalUrl}`;
    const hit = pages.get(key);
    if (hit && hit.expires > Date.now()) return sendCached(req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity', hit, res);

    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body === 'string' && isKeepable(res)) {
        const html = Buffer.from(body);
        if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
        pages.set(key, {
          html,
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
          gzip: gzipSync(html, { level: 9 }),
          etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
          expires: Date.now() + ttlMs,
        });
      }
      return send(body);
    };
    next();
  };
}

/** Says the page being rendered holds something of this visitor's own (a form token): it must not be kept. */
export function markPersonal(res: Response): void {
  res.locals.personal = true;
}

function isKeepable(res: Response): boolean {
  return (
    res.statusCode === 200 &&
    !res.locals.personal &&
    !res.getHeader('set-cookie') &&
    !/no-store|private/.test(String(res.getHeader('cache-control') ?? '')) &&
    String(res.getHeader('content-type') ?? 'text/html').startsWith('text/html')
  );
}

const consentKey = (consent: Record<string, boolean>) => ['marketing', 'preferences', 'statistics'].filter((c) => consent[c]).join(',') || 'necessary';

function sendCached(encoding: 'br' | 'gzip' | 'identity', page: CachedPage, res: Response): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (res.req.fresh) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
