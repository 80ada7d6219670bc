import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const locales = ['en-GB', 'da-DK', 'nb-NO', 'sv-SE'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-GB';
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Spec §9: message expansion is limited to 100 placeholders per message. */
export const maxPlaceholders = 100;

const localesDir = path.resolve(import.meta.dirname, '../../locales');

type Catalog = Map<string, string>;
const catalogs = new Map<Locale, Catalog>(locales.map((l) => [l, loadCatalog(l)]));

/** Reads src/locales/<locale>/<module>.json into flat `module.key.sub` entries. */
export function loadCatalog(locale: Locale, dir = localesDir): Catalog {
  const catalog: Catalog = new Map();
  const folder = path.join(dir, locale);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    const moduleName = file.slice(0, -'.json'.length);
    flatten(JSON.parse(readFileSync(path.join(folder, file), 'utf8')), moduleName, catalog);
  }
  return catalog;
}

/**
 * Adds the texts of a module kept outside src (a test's fixture module): `<dir>/<locale>/<module>.json`, read as
 * src/locales is; returns the undo. The app's own modules never need it.
 */
export function addLocaleFolder(dir: string): () => void {
  const added = locales.map((locale) => [locale, loadCatalog(locale, dir)] as const);
  for (const [locale, catalog] of added) for (const [key, text] of catalog) catalogs.get(locale)!.set(key, text);
  return () => {
    for (const [locale, catalog] of added) for (const key of catalog.keys()) catalogs.get(locale)!.delete(key);
  };
}

function flatten(value: unknown, prefix: string, into: Catalog): void {
  if (typeof value === 'string') {
    into.set(prefix, value);
    return;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) flatten(child, `${prefix}.${key}`, into);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The message for a key in a locale, falling back to en-GB, then to the key itself. */
export function translate(locale: Locale, key: string, params?: Record<string, string | number>): string {
  const template = catalogs.get(locale)?.get(key) ?? catalogs.get(defaultLocale)?.get(key) ?? key;
  return params ? expand(template, params) : template;
}

/** Replaces {name} placeholders; throws past the spec's cap of 100 placeholders in one message. */
export function expand(template: string, params: Record<string, string | number>): string {
  let count = 0;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (++count > maxPlaceholders) throw new Error(`Message has more than ${maxPlaceholders} placeholders`);
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

const translators = new Map<Locale, Translate>(locales.map((l) => [l, (key, params) => translate(l, key, params)]));

/** `t` for a language: one function per language, made once. */
export function translator(locale: Locale): Translate {
  return translators.get(locale) ?? ((key, params) => translate(locale, key, params));
}

/** All keys of a locale (used by the test that every key exists in all four languages). */
export function catalogKeys(locale: Locale): string[] {
  return [...(catalogs.get(locale)?.keys() ?? [])];
}
