import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Production cookies are Secure: the bench's requests say they came through the TLS-terminating proxy. */
export const proxyHeaders = { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin', 'accept-language': 'en-GB' };

export type BenchServers = { child: ChildProcess; origin: string; info: Record<string, unknown> & { member: { email: string; password: string } } };

/** Starts scripts/bench/servers.ts (Nordlys in production mode) with `env`; resolves with its first JSON line. */
export async function startBenchServers(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServers> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/bench/servers.ts', '["/Support/FAQ"]', '{}'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const info = JSON.parse(line) as BenchServers['info'] & { appPort: number };
  return { child, origin: `http://127.0.0.1:${info.appPort}`, info };
}

/**
 * Logs the bench member on; returns the session cookie and, from a member page, its CSRF token. `headers` go with
 * both requests (the dark site's X-Forwarded-Host).
 */
export async function logOnBenchMember(origin: string, member: { email: string; password: string }, clientIp?: string, headers: Record<string, string> = {}): Promise<{ cookie: string; csrfToken: string }> {
  // Many members log on from one machine: each says it came from its own address (the proxy is trusted on loopback).
  const from: Record<string, string> = { ...headers, ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) };
  const logOn = await fetch(`${origin}/LogOn`, { method: 'POST', redirect: 'manual', headers: { ...proxyHeaders, ...from, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: member.email, password: member.password }) });
  const cookie = logOn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (logOn.status !== 303 || !cookie) throw new Error(`log on failed: ${logOn.status}`);
  // The CSRF token is bound to a cookie of its own, set with the first member page.
  const page = await fetch(`${origin}/Support`, { headers: { ...proxyHeaders, ...from, cookie } });
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookies = new Map([...cookie.split('; '), ...page.headers.getSetCookie().map((c) => c.split(';')[0]!)].map((c) => [c.split('=')[0], c]));
  return { cookie: [...cookies.values()].join('; '), csrfToken };
}
