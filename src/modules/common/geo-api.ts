import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as geo from './geo-service.ts';

const id = z.string().regex(/^\d{1,15}$/, 'digits').transform(Number);
const degrees = (limit: number) => z.string().trim().regex(/^-?\d{1,3}(\.\d+)?$/).transform(Number).pipe(z.number().min(-limit).max(limit));
const areaText = z.object({ zipCode: z.string(), city: z.string(), countryArea: z.string(), countryId: z.number(), country: z.string() });

/** Postal codes and regions (spec §3 profile area text, region item); public: visitors use them on sign-up. */
export const geoActions = {
  GetZipCode: defineAction({
    method: 'GET',
    summary: 'The city and region of a postal code (404 when the country has no such code)',
    input: z.object({ countryId: id, zipCode: z.string().trim().min(1).max(20) }),
    output: areaText,
    access: 'public',
    policy: 'access',
    handler: ({ countryId, zipCode }, { db, locale }) => geo.getZipCode(db, countryId, zipCode, locale),
  }),
  GetZipCodeByCoordinates: defineAction({
    method: 'GET',
    summary: 'The postal code nearest to a point (from the browser’s location)',
    input: z.object({ latitude: degrees(90), longitude: degrees(180) }),
    output: areaText,
    access: 'public',
    policy: 'access',
    handler: ({ latitude, longitude }, { db, locale }) => geo.getZipCodeByCoordinates(db, latitude, longitude, locale),
  }),
  GetCountryAreasByCountryId: defineAction({
    method: 'GET',
    summary: 'The regions of a country (level 1) with their areas (levels 2 and 3), sorted by name',
    input: z.object({ country: id }),
    output: z.array(z.object({ text: z.string(), nestingLevel: z.number().int().min(1).max(3) })),
    access: 'public',
    policy: 'access',
    handler: ({ country }, { db }) => geo.listRegions(db, country),
  }),
};
