import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(import.meta.dirname, '../../../public/build');

export type AssetManifest = Record<string, string>;

let manifest: AssetManifest | null = null;

/** Public URL of a built asset (`client.js`, `app.css`, `htmx.js`) from the hashed-name manifest. */
export function assetUrl(name: string): string {
  manifest ??= readManifest();
  const url = manifest[name];
  if (!url) throw new Error(`Asset ${name} is not built: run npm run build`);
  return url;
}

function readManifest(): AssetManifest {
  const file = path.join(buildDir, 'manifest.json');
  if (!existsSync(file)) throw new Error('public/build/manifest.json is missing: run npm run build');
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}
