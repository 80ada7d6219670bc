import path from 'node:path';
import ejs from 'ejs';
import type { Express } from 'express';

export const viewsDir = path.resolve(import.meta.dirname, '../../../views');

type ViewData = Record<string, unknown> & { layout?: string | false; settings?: unknown };

/**
 * EJS with a layout: `res.render('support/faq', data)` renders the view, then `layout.ejs` around it.
 * Views whose file name starts with `_` are fragments (htmx answers) and get no layout.
 */
export function setupViews(app: Express, cache: boolean): void {
  app.set('views', viewsDir);
  app.set('view engine', 'ejs');
  app.engine('ejs', (file, data, done) => {
    const locals = data as ViewData;
    const options = { cache, filename: file, root: viewsDir, views: [viewsDir] };
    ejs.renderFile(file, locals, options, (err, body) => {
      if (err) return done(err);
      const isFragment = path.basename(file).startsWith('_');
      if (isFragment || locals.layout === false) return done(null, body);
      const layout = path.join(viewsDir, `${locals.layout ?? 'layout'}.ejs`);
      ejs.renderFile(layout, { ...locals, body }, { ...options, filename: layout }, done);
    });
  });
}
