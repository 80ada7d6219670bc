import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * Bundles the browser code into public/build with content-hashed names and a manifest, then pre-compresses
 * every script and stylesheet (brotli and gzip, best quality) so the server never compresses a static file
 * per request:
 * - site.js: the few lines every page runs, plain DOM, no React (consent banner, passkey log on, keep-alive);
 * - islands.js: React and the islands, loaded only by pages that show an island;
 * - app.css, and htmx, loaded only by pages that use it.
 */
const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'public/build');
const entries: Record<string, string> = { 'widgets/site/index.ts': 'site.js', 'widgets/islands.ts': 'islands.js', 'public/css/app.css': 'app.css' };
const entryPoints = Object.entries(entries).map(([input, name]) => ({ in: input, out: name.replace(/\.\w+$/, '') }));

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022'],
  outdir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  minify: true,
  sourcemap: true,
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const manifest: Record<string, string> = {};
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  const name = output.entryPoint ? entries[output.entryPoint] : undefined;
  if (name && !file.endsWith('.map')) manifest[name] = `/${path.relative(path.join(root, 'public'), path.join(root, file))}`;
}

const htmx = readFileSync(createRequire(import.meta.url).resolve('htmx.org/dist/htmx.min.js'));
const htmxName = `htmx-${createHash('sha256').update(htmx).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(outdir, htmxName), htmx);
manifest['htmx.js'] = `/build/${htmxName}`;

writeFileSync(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

let compressed = 0;
for (const file of readdirSync(outdir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.(js|css)$/.test(file)) continue;
  const full = path.join(outdir, file);
  const bytes = readFileSync(full);
  writeFileSync(`${full}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
  writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
  compressed += 1;
}
console.log(`Built ${Object.keys(manifest).length} assets (${compressed} files pre-compressed) in ${Date.now() - started} ms`);
