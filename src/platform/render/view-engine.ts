import { existsSync, readFileSync } from 'node:fs';
import ejs from 'ejs';

type Locals = Record<string, unknown>;
type Escape = (value: unknown) => string;
type Include = (name: string, data?: Locals) => string;
type Rethrow = (err: unknown, source: string, filename: string, line: number, escape: Escape) => never;
/** The function EJS generates from a template: `with (locals) { … }` around the template's code. */
type TemplateCode = (locals: Locals, escapeFn: Escape, include: Include, rethrow: Rethrow) => string;

interface CompiledView {
  file: string;
  code: TemplateCode;
  /** `include(name)` of this file → the view it names, resolved on first use. */
  includes: Map<string, CompiledView>;
}

export interface ViewEngine {
  /** Renders an EJS file with a shallow copy of `data` (plus `extra`) as its locals. */
  render(file: string, data: object, extra?: Locals): string;
}

/**
 * EJS without its per-call work: with `cache` on, each template file is compiled once and each `include(name)`
 * is resolved once per including file, where `ejs.renderFile` looks every include up on disk on every call.
 * The output is EJS's own (its parser and generated code, the same locals merging and error messages); only the
 * file lookups are kept. With `cache` off (development) every render reads the files again, so edits show.
 */
export function createViewEngine(viewsDir: string, cache: boolean): ViewEngine {
  const cached = new Map<string, CompiledView>();

  function load(file: string, views: Map<string, CompiledView>): CompiledView {
    let view = views.get(file);
    if (!view) {
      view = { file, code: compileFile(file), includes: new Map() };
      views.set(file, view);
    }
    return view;
  }

  /** EJS's template function: `data` copied into the template's locals; an include gets `data` plus its own data. */
  function run(view: CompiledView, data: Locals, views: Map<string, CompiledView>): string {
    // `include` is passed inline, unnamed: a named closure per render would get a name-keeping wrapper from tsx.
    return view.code(
      copyLocals(data),
      ejs.escapeXML,
      (name, includeData) => {
        let target = view.includes.get(name);
        if (!target) {
          target = load(resolveInclude(name, view.file, viewsDir), views);
          view.includes.set(name, target);
        }
        // No template writes to `data` (only to its own copy, `locals`), so without include data it can be shared.
        return run(target, includeData ? assignLocals(copyLocals(data), includeData) : data, views);
      },
      rethrow,
    );
  }

  return {
    render(file, data, extra) {
      const views = cache ? cached : new Map<string, CompiledView>();
      return run(load(file, views), extra ? assignLocals(copyLocals(data as Locals), extra) : (data as Locals), views);
    },
  };
}

/**
 * EJS's `getIncludePath` for our options (`root` and `views` both the views folder): a path starting with `/` from
 * the views folder; otherwise beside the including file first, then in the views folder; `.ejs` added when the
 * name has no extension.
 */
export function resolveInclude(name: string, includingFile: string, viewsDir: string): string {
  if (/^[A-Za-z]+:\\|^\//.test(name)) return ejs.resolveInclude(name.replace(/^\/*/, ''), viewsDir, true);
  const beside = ejs.resolveInclude(name, includingFile);
  if (existsSync(beside)) return beside;
  const inViews = ejs.resolveInclude(name, viewsDir, true);
  if (existsSync(inViews)) return inViews;
  throw new Error(`Could not find the include file "${ejs.escapeXML(name)}"`);
}

/**
 * Compiles a template file with EJS's own parser and code generator (default options: `with`, debug line
 * numbers on). EJS 7 has no `client` option any more, and its compiled function always resolves includes itself,
 * so the function is built here from the generated source exactly as `Template#compile` builds it.
 */
function compileFile(file: string): TemplateCode {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const template = new ejs.Template(text, { filename: file });
  template.compile();
  const name = JSON.stringify(file);
  const source =
    `let __line = 1\n  , __lines = ${JSON.stringify(template.templateText)}\n  , __filename = ${name};\n` +
    `try {\n${template.source}} catch (e) {\n  rethrow(e, __lines, __filename, __line, escapeFn);\n}\n` +
    `\n//# sourceURL=${name}\n`;
  try {
    // The same `new Function` EJS itself runs on the template's generated code.
    return new Function('locals, escapeFn, include, rethrow', source) as TemplateCode;
  } catch (err) {
    if (err instanceof SyntaxError) err.message += ` in ${file} while compiling ejs`;
    throw err;
  }
}

/** EJS's error in a template: the file name, the line, three lines of context either side, then the message. */
function rethrow(err: unknown, source: string, filename: string, line: number, escape: Escape): never {
  const error = err instanceof Error ? (err as Error & { path?: string }) : new Error(String(err));
  const lines = source.split('\n');
  const start = Math.max(line - 3, 0);
  const end = Math.min(lines.length, line + 3);
  const escapedName = escape(filename);
  const context = lines
    .slice(start, end)
    .map((text, i) => `${i + start + 1 === line ? ' >> ' : '    '}${i + start + 1}| ${text}`)
    .join('\n');
  Object.assign(error, { path: escapedName });
  error.message = `${escapedName || 'ejs'}:${line}\n${context}\n\n${error.message}`;
  throw error;
}

/** EJS's `shallowCopy` into a prototype-less object, so `with (locals)` never finds Object.prototype's names. */
function copyLocals(from: Locals): Locals {
  return assignLocals(Object.create(null) as Locals, from);
}

function assignLocals(to: Locals, from: object): Locals {
  for (const key of Object.keys(from)) {
    if (key !== '__proto__' && key !== 'constructor') to[key] = (from as Locals)[key];
  }
  return to;
}
