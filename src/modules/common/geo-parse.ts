/** One line of a GeoNames postal-code file, checked. */
export type PostalCodeLine = {
  countryCode: string;
  code: string;
  placeName: string;
  admin1Name: string | null;
  admin1Code: string | null;
  admin2Name: string | null;
  admin2Code: string | null;
  admin3Name: string | null;
  admin3Code: string | null;
  latitude: number;
  longitude: number;
};

/** The code as it is looked up: capitals, no spaces ("111 20" and "11120" are the same code). */
export const postalCodeKey = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const coordinate = (text: string, limit: number, name: string) => {
  const value = /^-?\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(Math.abs(value) <= limit)) throw new Error(`${name} "${text}" is not a number between -${limit} and ${limit}`);
  return value;
};

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Parses one tab-separated line: country code, postal code, place name, admin name1, admin code1, admin name2,
 * admin code2, admin name3, admin code3, latitude, longitude, accuracy (the accuracy may be missing).
 * Throws an Error saying what is wrong; the caller adds the line number.
 */
export function parsePostalCodeLine(line: string): PostalCodeLine {
  const f = line.replace(/\r$/, '').split('\t');
  if (f.length < 11 || f.length > 12) throw new Error(`expected 11 or 12 tab-separated fields, found ${f.length}`);
  const countryCode = f[0]!.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode)) throw new Error(`country code "${f[0]}" is not two letters`);
  const code = f[1]!.trim();
  if (!code || code.length > 20) throw new Error(`postal code "${f[1]}" is empty or too long`);
  const placeName = f[2]!.trim();
  if (!placeName) throw new Error('the place name is empty');
  return {
    countryCode,
    code,
    placeName,
    admin1Name: optional(f[3]),
    admin1Code: optional(f[4]),
    admin2Name: optional(f[5]),
    admin2Code: optional(f[6]),
    admin3Name: optional(f[7]),
    admin3Code: optional(f[8]),
    latitude: coordinate(f[9]!.trim(), 90, 'latitude'),
    longitude: coordinate(f[10]!.trim(), 180, 'longitude'),
  };
}
