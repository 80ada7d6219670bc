import http from 'node:http';
import type { Agent } from './http.ts';
import { serveTestApp } from './browser.ts';

export type StreamEvent = { id: string | null; type: string; data: Record<string, unknown> };

/** The Cookie header a supertest agent would send (its session). */
export function cookieOf(agent: Agent): string {
  const jar = (agent as unknown as { jar: { getCookies: (info: object) => { toValueString: () => string } } }).jar;
  return jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString();
}

/**
 * A member's /Realtime stream read as a browser's EventSource would: frames parsed into events, kept in order.
 * `next(predicate)` waits for the first event (not yet taken) that matches.
 */
export async function openStream(baseUrl: string, cookie: string, lastEventId?: string) {
  const events: StreamEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const headers: Record<string, string> = { Cookie: cookie, Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    http.get(`${baseUrl}/Realtime`, { headers }, resolve).on('error', reject);
  });
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (.*)$/m.exec(frame)?.[1] ?? null;
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (data) events.push({ id, ...(JSON.parse(data) as { type: string; data: Record<string, unknown> }) });
    }
    for (const wake of waiters) wake();
  });
  return {
    status: response.statusCode,
    location: response.headers.location,
    contentType: String(response.headers['content-type'] ?? ''),
    events,
    /** Waits up to `timeoutMs` for the next event matching `predicate`, in order after the last one taken. */
    next(predicate: (e: StreamEvent) => boolean = () => true, timeoutMs = 5000): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const index = events.findIndex((e, i) => i >= taken && predicate(e));
          if (index < 0) return false;
          taken = index + 1;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(events[index]!);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.slice(taken))}`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    /** Waits up to `timeoutMs` for the server to end the stream; rejects if it is still open then. */
    ended(timeoutMs = 5000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the stream was still open after ${timeoutMs} ms`)), timeoutMs);
      });
      return Promise.race([ended, late]).finally(() => clearTimeout(timer));
    },
    close: () => response.destroy(),
  };
}

/**
 * For a describe block that reads members' streams: serves the test app before its tests, closes the streams
 * each test opened after it, stops the server at the end. `open(cookie, lastEventId?)` opens one.
 */
export function useStreams(): { open: (cookie: string, lastEventId?: string) => ReturnType<typeof openStream> } {
  let server: Awaited<ReturnType<typeof serveTestApp>>;
  const opened: { close: () => void }[] = [];
  before(async () => {
    server = await serveTestApp();
  });
  afterEach(() => {
    for (const s of opened.splice(0)) s.close();
  });
  after(() => server.stop());
  return {
    open: async (cookie, lastEventId) => {
      const stream = await openStream(server.baseUrl.replace('localhost', '127.0.0.1'), cookie, lastEventId);
      opened.push(stream);
      return stream;
    },
  };
}
