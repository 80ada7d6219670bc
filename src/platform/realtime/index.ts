/**
 * The realtime channel (spec §4, issue 10 item 4): events for a member's open tabs, sent by any process
 * (web or worker) and delivered by whichever web process holds the member's stream. Through Redis pub/sub
 * when REDIS_URL is set, in process otherwise. Replayable events get an id so a reconnecting tab catches up.
 */
export { startRealtime, stopRealtime, sendRealtime, recheckRealtimeSessions, openRealtimeFeed, realtimeStats, type RealtimeEvent, type RealtimeChannel } from './hub.ts';
export { realtimeStream, useStreamTimings, type StreamTimings } from './stream.ts';
