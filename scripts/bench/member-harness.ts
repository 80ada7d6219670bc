import autocannon from 'autocannon';

/**
 * What bench:member measures with: one address under load (warm-up, then requests per second, p50 and p99), and a
 * Redis flush before a run.
 */
export async function measure(url: string, headers: Record<string, string>, load: { connections: number; seconds: number; warmUpSeconds: number }) {
  await autocannon({ url, connections: load.connections, duration: load.warmUpSeconds, headers });
  // autocannon leaves its last requests to the server when it stops: one more request waits behind them, so a slow
  // page's backlog is neither counted in the run after the warm-up nor left to slow the next measurement.
  await drain(url, headers);
  let seconds = load.seconds;
  let r = await autocannon({ url, connections: load.connections, duration: seconds, headers });
  await drain(url, headers);
  // A page so slow that the connections' requests, served side by side, all end after the run (0 req/s): again, longer.
  if (r.requests.total < 2 * load.connections) {
    seconds = load.seconds * 4;
    r = await autocannon({ url, connections: load.connections, duration: seconds, headers });
    await drain(url, headers);
  }
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: Number((r.requests.total / seconds).toFixed(r.requests.total < 10 * seconds ? 1 : 0)), p50: r.latency.p50, p99: r.latency.p99, seconds };
}

async function drain(url: string, headers: Record<string, string>) {
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
}

export async function flushRedis(redisUrl: string): Promise<void> {
  const { createClient } = await import('redis');
  const client = createClient({ url: redisUrl });
  await client.connect();
  await client.flushDb();
  await client.quit();
}
