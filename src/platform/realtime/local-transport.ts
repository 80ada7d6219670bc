import { compareIds, replayLength, type RealtimeEvent } from './events.ts';
import type { Transport } from './transport.ts';

/** One process, no Redis: a replay buffer per member in memory, delivery by direct call. */
export function localTransport(deliver: (profileId: number, event: RealtimeEvent) => void): Transport {
  const buffers = new Map<number, RealtimeEvent[]>();
  let lastMs = 0;
  let seq = 0;
  const nextId = () => {
    const now = Date.now();
    if (now > lastMs) [lastMs, seq] = [now, 0];
    else seq++;
    return `${lastMs}-${seq}`;
  };
  return {
    async publish(profileId, event, replay) {
      const sent = replay ? { ...event, id: nextId() } : event;
      if (replay) {
        const buffer = buffers.get(profileId) ?? [];
        buffer.push(sent);
        if (buffer.length > replayLength) buffer.shift();
        buffers.delete(profileId);
        buffers.set(profileId, buffer);
        // Members idle longest go first once many have buffers.
        if (buffers.size > 50_000) buffers.delete(buffers.keys().next().value as number);
      }
      deliver(profileId, sent);
    },
    async since(profileId, lastId) {
      const buffer = buffers.get(profileId) ?? [];
      const oldest = buffer[0]?.id;
      // An empty buffer (this process restarted) or one trimmed past the tab's last event may have lost events.
      const gap = !oldest || compareIds(oldest, lastId) > 0;
      return { events: buffer.filter((e) => e.id && compareIds(e.id, lastId) > 0), gap };
    },
    async listen() {},
    async unlisten() {},
    async stop() {
      buffers.clear();
    },
  };
}
