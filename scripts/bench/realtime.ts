import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { logOnBenchMember, proxyHeaders, startBenchServers } from './bench-member.ts';

/**
 * `npm run bench:realtime`: Nordlys in production mode (on DATABASE_URL and REDIS_URL when set) with
 * BENCH_MEMBERS members (default 1,000), each holding one open /Realtime stream. Measures message delivery
 * from the start of POST /api/Mail/SendMessage to the event's arrival on the recipient's open stream
 * (p50/p99 over BENCH_MESSAGES, default 1,000, 20 at a time), then opens more streams up to BENCH_STREAMS
 * (default 10,000) and reports the server's resident memory at each step.
 */
const memberCount = Number(process.env.BENCH_MEMBERS ?? 1000);
const messageCount = Number(process.env.BENCH_MESSAGES ?? 1000);
const streamTarget = Number(process.env.BENCH_STREAMS ?? 10_000);
const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function inBatches<T>(items: T[], size: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: size }, async () => {
    while (next < items.length) {
      const index = next++;
      await run(items[index]!, index);
    }
  }));
}

type Session = { cookie: string; csrfToken: string; ip: string };
const { child, origin, info } = await startBenchServers({ BENCH_MEMBERS: String(memberCount) }, ['--expose-gc']);
const pid = child.pid!;
const lines = createInterface({ input: child.stdout! });
/** The server's memory after a full garbage collection: RSS, and the JavaScript heap in use. */
async function serverMemory(): Promise<{ rssMb: number; heapMb: number }> {
  const line = new Promise<string>((resolve) => {
    const take = (l: string) => l.includes('"memory"') && (lines.off('line', take), resolve(l));
    lines.on('line', take);
  });
  child.kill('SIGUSR2');
  const { memory } = JSON.parse(await line) as { memory: NodeJS.MemoryUsage };
  return { rssMb: Math.round(rssMb(pid)), heapMb: Math.round(memory.heapUsed / 1048576) };
}
const waiting = new Map<string, () => void>();
const sockets: http.ClientRequest[] = [];

/** Opens a stream; resolves at its hello. Message events resolve whoever waits for their body. */
function openStream(session: Session): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}/Realtime`, { headers: { ...proxyHeaders, 'x-forwarded-for': session.ip, cookie: session.cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`/Realtime answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('"hello"')) resolve();
        for (const token of chunk.match(/bench-token-\d+/g) ?? []) waiting.get(token)?.();
      });
    });
    req.on('error', reject);
    sockets.push(req);
  });
}

try {
  const startedAt = Date.now();
  const members = Array.from({ length: memberCount }, (_, i) => ({ email: `bench${i + 1}@example.com`, password: (info.member as { password: string }).password }));
  const sessions: Session[] = new Array(memberCount);
  await inBatches(members, 4, async (m, i) => {
    sessions[i] = { ...(await logOnBenchMember(origin, m, ipOf(i + 1))), ip: ipOf(i + 1) };
  });
  const ids = await Promise.all(sessions.slice(0, 2).map(async (s) => {
    const page = await fetch(`${origin}/Support`, { headers: { ...proxyHeaders, cookie: s.cookie, 'x-forwarded-for': s.ip } });
    return Number(/href="\/Profile\/(\d+)"/.exec(await page.text())?.[1]);
  }));
  const firstId = ids[0]!;
  console.log(`${memberCount} members logged on in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${info.database as string}${process.env.REDIS_URL ? ' + Redis' : ', in-process channel'}, Node ${process.versions.node})`);
  const idle = await serverMemory();
  await inBatches(sessions, 50, (s) => openStream(s));
  const withStreams = await serverMemory();

  const send = async (from: number, to: number, body: string) => {
    const s = sessions[from]!;
    const res = await fetch(`${origin}/api/Mail/SendMessage`, {
      method: 'POST',
      headers: { ...proxyHeaders, 'x-forwarded-for': s.ip, cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: firstId + to, body }),
    });
    if (res.status !== 200) throw new Error(`SendMessage answered ${res.status}: ${await res.text()}`);
  };
  // Pairs (0,1), (2,3) …: a first contact and its reply, so the conversation is accepted and messages carry text.
  const pairs = Array.from({ length: Math.floor(memberCount / 2) }, (_, k) => [2 * k, 2 * k + 1] as const);
  await inBatches(pairs, 10, async ([a, b]) => {
    await send(a, b, 'Hello there');
    await send(b, a, 'Hello back');
  });

  let seq = 0;
  for (const concurrency of [1, 20]) {
    const latencies: number[] = [];
    await inBatches(Array.from({ length: messageCount }), concurrency, async () => {
      const [a, b] = pairs[seq % pairs.length]!;
      const [from, to] = seq % 2 ? [a, b] : [b, a];
      const token = `bench-token-${seq++}`;
      const arrived = new Promise<void>((resolve) => waiting.set(token, resolve));
      const t0 = performance.now();
      await send(from, to, `A message ${token}`);
      await arrived;
      latencies.push(performance.now() - t0);
      waiting.delete(token);
    });
    latencies.sort((x, y) => x - y);
    console.log(JSON.stringify({ delivery: 'POST SendMessage → recipient stream', openStreams: memberCount, messages: latencies.length, concurrency, p50ms: Math.round(percentile(latencies, 50)), p99ms: Math.round(percentile(latencies, 99)) }));
  }

  const steps: { streams: number; rssMb: number; heapMb: number }[] = [{ streams: 0, ...idle }, { streams: memberCount, ...withStreams }];
  for (let open = memberCount; open < streamTarget; ) {
    const batch = Math.min(memberCount, streamTarget - open);
    await inBatches(sessions.slice(0, batch), 50, (s) => openStream(s));
    open += batch;
    if (open % 5000 === 0 || open === streamTarget) steps.push({ streams: open, ...(await serverMemory()) });
  }
  const last = steps.at(-1)!;
  const rssPerStreamKb = ((last.rssMb - idle.rssMb) * 1024) / last.streams;
  const heapPerStreamKb = ((last.heapMb - idle.heapMb) * 1024) / last.streams;
  // The larger of the two growths, so the estimate errs low.
  const perStreamKb = Math.max(rssPerStreamKb, heapPerStreamKb);
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(JSON.stringify({ memory: 'server memory by open streams (after GC)', steps, rssPerStreamKb: round(rssPerStreamKb), heapPerStreamKb: round(heapPerStreamKb), streamsUnder1GB: Math.floor(((1024 - idle.rssMb) * 1024) / perStreamKb) }));
} finally {
  for (const s of sockets) s.destroy();
  child.kill();
}
