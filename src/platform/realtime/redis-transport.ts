import type { Logger } from 'pino';
import { connectRedis, type RedisClient } from '../redis.ts';
import { compareIds, replayLength, type RealtimeEvent } from './events.ts';
import type { Transport } from './transport.ts';

const streamOf = (profileId: number) => `rt:log:${profileId}`;
const replayTtlSeconds = 24 * 3600;

/**
 * Stores the event in the member's Redis stream and publishes it with its id, in one round trip, so a
 * subscriber never sees an event that a reconnecting tab could not also replay.
 */
const publishScript = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'e', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[2], id .. ' ' .. ARGV[1])
return id`;

/**
 * Any process can publish; each web process subscribes (one connection, one channel per member with an
 * open stream here) and hands what arrives to its streams.
 */
export async function redisTransport(url: string, deliver: (profileId: number, event: RealtimeEvent) => void, logger: Logger): Promise<Transport> {
  const publisher: RedisClient = await connectRedis(url);
  // Channels, unlike keys, are shared by all of a server's databases: the number keeps two sites (or test runs) apart.
  const database = new URL(url).pathname.slice(1) || '0';
  const channelOf = (profileId: number) => `rt:${database}:${profileId}`;
  let subscriber: RedisClient | null = null;
  const subscribed = async () => {
    if (!subscriber) {
      subscriber = publisher.duplicate();
      subscriber.on('error', (err: Error) => logger.warn({ err }, 'realtime subscriber connection error'));
      await subscriber.connect();
    }
    return subscriber;
  };
  const onMessage = (profileId: number) => (raw: string) => {
    try {
      const space = raw.indexOf(' ');
      const id = raw.slice(0, space);
      const event = JSON.parse(raw.slice(space + 1)) as RealtimeEvent;
      deliver(profileId, id === '-' ? event : { ...event, id });
    } catch (err) {
      logger.warn({ err }, 'unreadable realtime message');
    }
  };
  return {
    async publish(profileId, event, replay) {
      const json = JSON.stringify({ type: event.type, data: event.data });
      if (!replay) {
        await publisher.publish(channelOf(profileId), `- ${json}`);
        return;
      }
      await publisher.eval(publishScript, { keys: [streamOf(profileId), channelOf(profileId)], arguments: [json, String(replayLength), String(replayTtlSeconds)] });
    },
    async since(profileId, lastId) {
      const [found, head] = await Promise.all([
        publisher.xRange(streamOf(profileId), `(${lastId}`, '+', { COUNT: replayLength }),
        publisher.xRange(streamOf(profileId), '-', '+', { COUNT: 1 }),
      ]);
      const [entries, first] = [found ?? [], head ?? []];
      const events = entries.map((entry) => ({ ...(JSON.parse(String(entry.message.e)) as RealtimeEvent), id: entry.id }));
      // An expired log, or one trimmed past the tab's last event, may have lost events: the tab resyncs.
      const oldest = first[0]?.id;
      return { events, gap: entries.length >= replayLength || !oldest || compareIds(oldest, lastId) > 0 };
    },
    async listen(profileId) {
      await (await subscribed()).subscribe(channelOf(profileId), onMessage(profileId));
    },
    async unlisten(profileId) {
      await subscriber?.unsubscribe(channelOf(profileId));
    },
    async stop() {
      // At once: a graceful close would wait for a Redis that may be unreachable (shutdown must not hang).
      publisher.destroy();
      subscriber?.destroy();
      subscriber = null;
    },
  };
}
