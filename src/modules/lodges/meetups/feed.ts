import { timingSafeEqual } from 'node:crypto';
import { macWithDataKey } from '../../../platform/secrets.ts';
import { calendarPath } from './presenter.ts';

/**
 * A member's calendar feed of a lodge: calendar apps fetch it without a session, so its address carries the
 * member's id and a MAC of (lodge, member) under the data key. Each fetch checks that the member still belongs to
 * the lodge: leaving (or being removed) ends the feed without anything to revoke.
 */
export const feedToken = (lodgeId: number, profileId: number) => macWithDataKey('lodges.calendarFeed', `${lodgeId}:${profileId}`);

export const feedTokenMatches = (lodgeId: number, profileId: number, token: string): boolean => {
  const expected = Buffer.from(feedToken(lodgeId, profileId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

export const feedPath = (lodgeId: number, profileId: number, token: string) => `${calendarPath(lodgeId)}.ics?p=${profileId}&t=${token}`;
