import type { RealtimeEvent } from './events.ts';

/** How events travel between the processes that send them and the ones holding streams. */
export type Transport = {
  /** Sends to every stream of the member; a replayable event is stored (and given an id) first. */
  publish(profileId: number, event: RealtimeEvent, replay: boolean): Promise<void>;
  /** Replayable events after `lastId`; `gap` when some were already dropped from the buffer. */
  since(profileId: number, lastId: string): Promise<{ events: RealtimeEvent[]; gap: boolean }>;
  /** Starts or stops receiving the member's events in this process (the first and last stream). */
  listen(profileId: number): Promise<void>;
  unlisten(profileId: number): Promise<void>;
  stop(): Promise<void>;
};
