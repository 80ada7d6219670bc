import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { unknownEmoji } from './errors.ts';
import { recentEmojisMax } from './schemas.ts';

/** Spec §7 Emojis: shortname → the emoji, from emojibase-data's shortcodes (read once, at the first use). */
let shortcodes: Map<string, string> | null = null;

/** The emoji of a hexcode such as `1F468-200D-1F469`. */
// A lone code point that is text by default (❤ U+2764, ☺, 🅰; not a flag letter) takes the emoji variation selector, as emojibase's `unicode` does.
const textByDefault = (cp: number) => cp < 0x1f000 || (cp >= 0x1f170 && cp <= 0x1f251 && !(cp >= 0x1f1e6 && cp <= 0x1f1ff));
const fromHexcode = (hexcode: string) => {
  const points = hexcode.split('-').map((h) => parseInt(h, 16));
  return String.fromCodePoint(...points, ...(points.length === 1 && textByDefault(points[0]!) ? [0xfe0f] : []));
};

function emojiByShortname(): Map<string, string> {
  if (shortcodes) return shortcodes;
  const file = createRequire(import.meta.url).resolve('emojibase-data/en/shortcodes/emojibase.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | string[]>;
  shortcodes = new Map();
  for (const [hexcode, names] of Object.entries(data)) for (const name of [names].flat()) shortcodes.set(name, fromHexcode(hexcode));
  return shortcodes;
}

export type RecentEmoji = { shortname: string; emoji: string };

/** AddUsedEmoji: the member used `shortname` now (400 naming emoji for one emojibase does not know); keeps the newest 21. */
export async function addUsedEmoji(db: Knex, actor: ProfileActor, shortname: string): Promise<void> {
  const profileId = actor.profileId;
  const name = shortname.replace(/^:|:$/g, '');
  if (!emojiByShortname().has(name)) throw unknownEmoji();
  await db.transaction(async (trx) => {
    await trx('emoji_uses').insert({ profile_id: profileId, shortname: name, used_at: trx.fn.now() }).onConflict(['profile_id', 'shortname']).merge(['used_at']);
    const keep = trx('emoji_uses').where({ profile_id: profileId }).orderBy([{ column: 'used_at', order: 'desc' }, { column: 'shortname' }]).limit(recentEmojisMax).select('shortname');
    await trx('emoji_uses').where({ profile_id: profileId }).whereNotIn('shortname', keep).delete();
  });
}

/** GetLatestEmojis: the member's recent emojis, newest first (at most 21). */
export async function latestEmojis(db: Knex, actor: ProfileActor): Promise<RecentEmoji[]> {
  const rows = await db('emoji_uses').where({ profile_id: actor.profileId }).orderBy([{ column: 'used_at', order: 'desc' }, { column: 'shortname' }]).limit(recentEmojisMax).pluck('shortname');
  const known = emojiByShortname();
  return rows.flatMap((name: string) => (known.has(name) ? [{ shortname: name, emoji: known.get(name)! }] : []));
}
