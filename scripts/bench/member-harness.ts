import autocannon from 'autocannon';

/** What bench:member measures with: one address under load (warm-up, then requests per second, p50 and p99), and a Redis flush before a run. */
export async function measure(url: string, headers: Record<string, string>, load: { connections: number; seconds: number; warmUpSeconds: number }) {
  await autocannon({ url, connections: load.connections, duration: load.warmUpSeconds, headers });
  const r = await autocannon({ url, connections: load.connections, duration: load.seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

export async function flushRedis(redisUrl: string): Promise<void> {
  const { createClient } = await import('redis');
  const client = createClient({ url: redisUrl });
  await client.connect();
  await client.flushDb();
  await client.quit();
}
