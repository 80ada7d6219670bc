import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

const modulesDir = path.resolve(import.meta.dirname, '../../src/modules');

/**
 * Files that may read `req.body` although they declare pages, each with the reason. A form is declared
 * (`body` + `form`, src/modules/README.md "A page, a form, an action"), so none is expected; a multipart upload
 * whose body is a stream is read by media's and mail's upload helpers (upload.ts, message-form.ts), which
 * declare no page.
 */
const allowed: Record<string, string> = {};

/** Every page file: a name with "pages" in it, a file in a pages/ folder, or any file that calls definePage. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(file);
    if (!entry.name.endsWith('.ts')) return [];
    const isPageFile = entry.name.includes('pages') || path.basename(dir) === 'pages' || readFileSync(file, 'utf8').includes('definePage(');
    return isPageFile ? [file] : [];
  });
}

describe('declared forms', () => {
  it('no page reads req.body by hand: its form is declared (body schema + FormView), the platform parses it', () => {
    const files = pageFiles(modulesDir);
    expect(files.length, 'page files found').to.be.greaterThan(30);
    const offenders = files
      .map((file) => path.relative(modulesDir, file))
      .filter((file) => !allowed[file])
      .filter((file) => /\breq\??\.body\b/.test(readFileSync(path.join(modulesDir, file), 'utf8')));
    expect(offenders, 'page files that read req.body (declare the form instead)').to.deep.equal([]);
  });

  it('no page writes viewer! after a declared access: the handler and the form get it typed', () => {
    const offenders = pageFiles(modulesDir)
      .map((file) => path.relative(modulesDir, file))
      .filter((file) => /\bviewer!/.test(readFileSync(path.join(modulesDir, file), 'utf8')));
    expect(offenders).to.deep.equal([]);
  });
});
