import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import { createClient } from 'redis';

export type ReferencePorts = { expressEjs: number; dataRef: number; bare: number };
type DataSource = { databaseUrl: string; redisUrl: string; sessionCookie: string; profileId: number };

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** The key connect-redis keeps a session under, from the cookie express-session signed (`s:<id>.<signature>`). */
export function sessionKey(cookie: string): string {
  const value = /nordlys\.sid=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error('no session cookie');
  const signed = decodeURIComponent(value).replace(/^s:/, '');
  return `sess:${signed.slice(0, signed.lastIndexOf('.'))}`;
}

/**
 * What bench:member holds Nordlys against, each serving page i's bytes (Nordlys's own answer) at `/i`:
 * Express+EJS rendering them from a view (`expressEjs`); the same after one Redis GET (the member's session, as
 * connect-redis keeps it) and one Postgres round trip (the member's profiles row, through a pg Pool of its own)
 * per request (`dataRef`: the least data a member page needs); and bare node:http `res.end(bytes)` (`bare`).
 */
export async function startReferences(pages: { html: string }[], data: DataSource): Promise<ReferencePorts> {
  const viewsDir = mkdtempSync(path.join(tmpdir(), 'nordlys-bench-refs-'));
  for (const [i, page] of pages.entries()) writeFileSync(path.join(viewsDir, `page${i}.ejs`), page.html.replaceAll('<%', '<%%'));
  const ejsApp = () => {
    const app = express();
    app.set('views', viewsDir);
    app.set('view engine', 'ejs');
    app.set('view cache', true);
    return app;
  };

  const expressEjs = ejsApp();
  expressEjs.get('/:page', (req, res) => res.render(`page${Number(req.params.page)}`));

  const redis = createClient({ url: data.redisUrl });
  await redis.connect();
  const pool = new pg.Pool({ connectionString: data.databaseUrl, max: 10 });
  const key = sessionKey(data.sessionCookie);
  if (!(await redis.get(key))) throw new Error(`the data reference's session key ${key} is not in Redis`);
  const dataRef = ejsApp();
  dataRef.get('/:page', async (req, res) => {
    const session = await redis.get(key);
    const { rows } = await pool.query('select * from profiles where id = $1', [data.profileId]);
    if (!session || !rows.length) throw new Error('the data reference lost its session or profile');
    res.render(`page${Number(req.params.page)}`);
  });

  const bodies = pages.map((p) => Buffer.from(p.html));
  const bare = createServer((req, res) => {
    const body = bodies[Number(req.url!.slice(1))]!;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });

  return { expressEjs: await listen(createServer(expressEjs)), dataRef: await listen(createServer(dataRef)), bare: await listen(bare) };
}
