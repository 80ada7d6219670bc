import { refuseControlCharacters } from '../../platform/http/validation.ts';
import { badSearchOptions } from './errors.ts';
import { searchOptionsSchema, type AdvancedQuery, type SearchOptions } from './schemas.ts';

/** searchOptions on the wire: base64url of the JSON, so a result page is a link that can be shared or bookmarked. */
export const encodeOptions = (options: SearchOptions) => Buffer.from(JSON.stringify(options)).toString('base64url');

const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Decodes and checks searchOptions; anything not base64, not JSON or out of range is a 400 (`badSearchOptions`). */
export function decodeOptions(text: string): SearchOptions {
  if (!base64.test(text)) throw badSearchOptions();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    throw badSearchOptions();
  }
  // The schema sees the decoded JSON, past the platform's check of the raw input: a NUL in `text` is refused here.
  refuseControlCharacters({ searchOptions: json });
  const parsed = searchOptionsSchema.safeParse(json);
  if (!parsed.success) throw badSearchOptions();
  return parsed.data;
}

const int = (v: string | undefined) => (v === undefined ? undefined : /^\d{1,6}$/.test(v) ? Number(v) : NaN);
const list = (v: string[]) => (v.length ? v : undefined);
const flag = (v: string | undefined) => (v ? true : undefined);

/** The no-JavaScript form's fields as searchOptions, checked like the base64 form (a bad field is the same 400). */
export function optionsFromForm(q: AdvancedQuery): SearchOptions {
  const raw = {
    genders: list(q.genders),
    ageFrom: int(q.ageFrom),
    ageTo: int(q.ageTo),
    distanceKm: int(q.distanceKm),
    postalCode: q.distanceKm ? q.postalCode : undefined,
    countryId: q.distanceKm && q.postalCode ? int(q.countryId) : undefined,
    orientation: list(q.orientation),
    relationship: list(q.relationship),
    body: list(q.body),
    hasPictures: flag(q.hasPictures),
    validated: flag(q.validated),
    onlineNow: flag(q.onlineNow),
    text: q.text,
  };
  const defined = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
  const parsed = searchOptionsSchema.safeParse(defined);
  if (!parsed.success) throw badSearchOptions();
  return parsed.data;
}

/** The options an Advanced page runs: searchOptions, else the form's fields; `textSearch` sets the text. */
export function optionsOfAdvanced(q: AdvancedQuery): SearchOptions {
  const options = q.searchOptions !== undefined ? decodeOptions(q.searchOptions) : optionsFromForm(q);
  const text = q.textSearch?.trim();
  return text ? { ...options, text } : options;
}
