import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/** Bundles the islands (code-split, content-hashed), the stylesheet and htmx into public/build with a manifest. */
const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'public/build');
const entries: Record<string, string> = { 'widgets/client.ts': 'client.js', 'public/css/app.css': 'app.css' };

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.keys(entries),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022'],
  outdir,
  outbase: root,
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
console.log(`Built ${Object.keys(manifest).length} assets in ${Date.now() - started} ms`);
