import type { Knex } from 'knex';
import { keptPerProfile } from '../../../platform/db/kept-rows.ts';
import * as repo from '../repo.ts';
import { AppError } from '../../../platform/http/errors.ts';

/**
 * The profile configuration (spec §5): each key has a default, and a value may only be changed to one of the
 * same type. Values travel as text (spec §3); they are stored as text and typed by their default.
 */
export const configurationDefaults = {
  showOnlineStatus: true,
  showLastVisit: true,
  condensedProfileView: false,
  customizeStart: false,
  /** Explicit pictures are blurred until the member opts in to see them (media, mail). */
  showExplicitMedia: false,
  searchViewStyle: 'Gallery',
  /** How often e-mail notifications may come: at once (0), or at most every 24, 168 or 720 hours. */
  notificationTimeRange: 0,
  /** Who may start a conversation with the member (mail): Everyone, Members, Validated or Favourites. */
  whoMayWrite: 'Everyone',
  /** Refuse messages with explicit pictures from members whose conversation the member has not accepted (mail). */
  refuseExplicitFromStrangers: true,
  /** The year the member last closed the birthday splash on /Start (0: never); it shows once a year. */
  birthdaySplashYear: 0,
} as const satisfies Record<string, boolean | number | string>;

export type ConfigurationKey = keyof typeof configurationDefaults;
export type Configuration = { -readonly [K in ConfigurationKey]: (typeof configurationDefaults)[K] extends boolean ? boolean : (typeof configurationDefaults)[K] extends number ? number : string };

export const notificationTimeRanges = [0, 24, 168, 720] as const;
const allowedValues: Partial<Record<ConfigurationKey, readonly (string | number)[]>> = {
  searchViewStyle: ['Gallery', 'Detailed', 'List'],
  notificationTimeRange: notificationTimeRanges,
  whoMayWrite: ['Everyone', 'Members', 'Validated', 'Favourites'],
};

const typeMismatch = () => new AppError(400, 'configurationType', 'profiles.configuration.errors.type', {}, 'value');
const unknownKey = () => new AppError(400, 'configurationKey', 'profiles.configuration.errors.key', {}, 'key');
const notAllowed = () => new AppError(400, 'configurationValue', 'profiles.configuration.errors.value', {}, 'value');

const isKey = (key: string): key is ConfigurationKey => Object.hasOwn(configurationDefaults, key);

/** The text form of a value parsed to the type of the key's current value, or a 400 naming `value`. */
export function parseConfigurationValue(key: string, text: string): boolean | number | string {
  if (!isKey(key)) throw unknownKey();
  const current = configurationDefaults[key];
  let value: boolean | number | string;
  if (typeof current === 'boolean') {
    if (text !== 'true' && text !== 'false') throw typeMismatch();
    value = text === 'true';
  } else if (typeof current === 'number') {
    if (!/^-?\d{1,9}$/.test(text)) throw typeMismatch();
    value = Number(text);
  } else {
    if (text.length > 200) throw notAllowed();
    value = text;
  }
  const allowed = allowedValues[key];
  if (allowed && !allowed.includes(value as never)) throw notAllowed();
  return value;
}

/** Kept between requests until the profile_configuration trigger announces a change (platform/db/kept-rows.ts). */
const savedConfigurations = keptPerProfile((db, profileId) => repo.findKeyedValues(db, 'configuration', profileId));

export async function configurationOf(db: Knex, profileId: number): Promise<Configuration> {
  return configurationFrom(await savedConfigurations.get(db, profileId));
}

/** The configuration from its saved values (as stored, by key) over the defaults. */
export function configurationFrom(saved: ReadonlyMap<string, string | number> | Readonly<Record<string, string>>): Configuration {
  const config = { ...configurationDefaults } as Configuration;
  for (const [key, value] of saved instanceof Map ? saved : Object.entries(saved)) {
    if (isKey(key)) (config as Record<string, unknown>)[key] = parseConfigurationValue(key, String(value));
  }
  return config;
}

/** UpdateProfileConfiguration: one key, its value as text, of the same type as now. */
export async function updateConfiguration(db: Knex, profileId: number, key: string, text: string): Promise<void> {
  const value = parseConfigurationValue(key, text);
  await repo.upsertKeyedValues(db, 'configuration', profileId, { [key]: String(value) });
}

/** SQL: the profiles hiding their online status (configuration `showOnlineStatus` off), for presence's "shows online" rule and the cards' dots. */
export const profilesHidingOnlineStatus = (db: Knex) => db('profile_configuration').where({ key: 'showOnlineStatus', value: 'false' }).select('profile_id');
