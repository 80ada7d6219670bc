import path from 'node:path';
import { translator, type Locale } from '../i18n/index.ts';
import type { ViewEngine } from './view-engine.ts';

/**
 * What a piece may depend on: the site (its configuration object: a changed setting is a new object, so a new
 * cache), the language, and a few plain values. The piece sees nothing else, so it cannot show anything its key
 * does not name: not the viewer, not the request.
 */
export type PieceInputs = { site: object; locale: Locale } & Record<string, unknown>;
export type RenderPiece = (name: string, inputs: PieceInputs) => string;

/** Distinct keys kept per site object and piece; past it that piece starts again (a key may hold a page's path). */
const piecesPerSite = 500;

/**
 * `piece('partials/footer-top', { site, locale, … })` in a view: a part of the layout that is the same for every
 * request with the same inputs, rendered once and kept as a string. Its template's locals are exactly the inputs
 * plus `t` for their language. With `cache` off (development) it renders every time, so edits show.
 */
export function createPieces(engine: ViewEngine, viewsDir: string, cache: boolean): RenderPiece {
  // Per site object and piece name, so a piece keyed by the page's path never pushes the footer out.
  const bySite = new WeakMap<object, Map<string, Map<string, string>>>();
  return (name, inputs) => {
    const file = path.join(viewsDir, `${name}.ejs`);
    if (!cache) return render(engine, file, inputs);
    let byName = bySite.get(inputs.site);
    if (!byName) bySite.set(inputs.site, (byName = new Map()));
    let pieces = byName.get(name);
    if (!pieces) byName.set(name, (pieces = new Map()));
    const key = pieceKey(name, inputs);
    let html = pieces.get(key);
    if (html === undefined) {
      html = render(engine, file, inputs);
      if (pieces.size >= piecesPerSite) pieces.clear();
      pieces.set(key, html);
    }
    return html;
  };
}

function render(engine: ViewEngine, file: string, inputs: PieceInputs): string {
  return engine.render(file, inputs, { t: translator(inputs.locale) });
}

/** The name, the language and every other input but the site, which must be plain values (so the key is exact). */
function pieceKey(name: string, inputs: PieceInputs): string {
  let key = `${name}\u0000${inputs.locale}`;
  for (const [input, value] of Object.entries(inputs)) {
    if (input === 'site' || input === 'locale') continue;
    if ((value !== null && typeof value === 'object') || typeof value === 'function') throw new Error(`piece ${name}: input ${input} must be a plain value`);
    key += `\u0000${input}=${JSON.stringify(value) ?? 'undefined'}`;
  }
  return key;
}
