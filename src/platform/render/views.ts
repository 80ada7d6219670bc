import path from 'node:path';
import type { Express } from 'express';
import { createPieces } from './pieces.ts';
import { createViewEngine } from './view-engine.ts';

export const viewsDir = path.resolve(import.meta.dirname, '../../../views');

type ViewData = Record<string, unknown> & { layout?: string | false; settings?: unknown };

/**
 * EJS with a layout: `res.render('support/faq', data)` renders the view, then `layout.ejs` around it.
 * Views whose file name starts with `_` are fragments (htmx answers) and get no layout.
 * With `cache` on, templates are compiled and their includes resolved once (view-engine.ts), and the layout's
 * pieces that are the same for every request of a site and language are rendered once (pieces.ts).
 */
export function setupViews(app: Express, cache: boolean): void {
  app.set('views', viewsDir);
  app.set('view engine', 'ejs');
  const engine = createViewEngine(viewsDir, cache);
  // Every render's locals merge app.locals: `piece(name, inputs)` is there for the layout and any view.
  app.locals.piece = createPieces(engine, viewsDir, cache);
  app.engine('ejs', (file, data, done) => {
    const locals = data as ViewData;
    let html: string;
    try {
      html = engine.render(file, locals);
      const isFragment = path.basename(file).startsWith('_');
      if (!isFragment && locals.layout !== false) {
        html = engine.render(path.join(viewsDir, `${locals.layout ?? 'layout'}.ejs`), locals, { body: html });
      }
    } catch (err) {
      return done(err);
    }
    done(null, html);
  });
}
