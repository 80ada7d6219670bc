import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { findPostalCode, nearestPostalCode } from '../../src/modules/common/index.ts';
import { testApp, testDb } from '../support/context.ts';
import { admin } from '../support/admin.ts';

const fixture = path.resolve('test/fixtures/geonames/postal-codes.txt');


async function countryId(code: string): Promise<number> {
  const row = await testDb()('countries').where({ code }).first('id');
  return Number(row.id);
}

const countOf = async (code: string) => Number((await testDb()('postal_codes').where({ country_id: await countryId(code) }).count('id as n'))[0]!.n);

const get = (action: string, query: Record<string, unknown>, language = 'en-GB') =>
  request(testApp()).get(`/api/Common/${action}`).query(query).set('Accept-Language', language);

describe('postal codes and regions (Common API, geo:import)', () => {
  describe('GetZipCode', () => {
    it('gives the city, region and country of a demo code, in the visitor’s language', async () => {
      const dk = await countryId('DK');
      const res = await get('GetZipCode', { countryId: dk, zipCode: '8000' }, 'sv-SE').expect(200);
      expect(res.body).to.deep.equal({ zipCode: '8000', city: 'Aarhus C', countryArea: 'Region Midtjylland', countryId: dk, country: 'Danmark' });
    });

    it('finds a code typed without its space or in small letters', async () => {
      const se = await get('GetZipCode', { countryId: await countryId('SE'), zipCode: '11120' }).expect(200);
      expect(se.body).to.include({ zipCode: '111 20', city: 'Stockholm', countryArea: 'Stockholms län', country: 'Sweden' });
      const gb = await get('GetZipCode', { countryId: await countryId('GB'), zipCode: 'sw1a' }).expect(200);
      expect(gb.body).to.include({ zipCode: 'SW1A', city: 'London', countryArea: 'England' });
    });

    it('is a 404 in the visitor’s language for a code the country does not have', async () => {
      const res = await get('GetZipCode', { countryId: await countryId('NO'), zipCode: '8000' }, 'da-DK').expect(404);
      expect(res.body.error).to.include({ code: 'notFound', field: 'zipCode' });
      expect(res.body.error.message).to.equal('Vi kender ikke det postnummer i dette land. Tjek det, og prøv igen.');
    });

    it('is a 400 naming the field for a bad country id or a missing code', async () => {
      expect((await get('GetZipCode', { countryId: 'DK', zipCode: '8000' }).expect(400)).body.error.field).to.equal('countryId');
      expect((await get('GetZipCode', { countryId: await countryId('DK') }).expect(400)).body.error.field).to.equal('zipCode');
    });
  });

  describe('GetZipCodeByCoordinates', () => {
    it('gives the code nearest to a point', async () => {
      const aarhus = await get('GetZipCodeByCoordinates', { latitude: '56.16', longitude: '10.21' }, 'nb-NO').expect(200);
      expect(aarhus.body).to.deep.equal({ zipCode: '8000', city: 'Aarhus C', countryArea: 'Region Midtjylland', countryId: await countryId('DK'), country: 'Danmark' });
      const bergen = await get('GetZipCodeByCoordinates', { latitude: '60.39', longitude: '5.32' }).expect(200);
      expect(bergen.body).to.include({ zipCode: '5003', city: 'Bergen', countryArea: 'Vestland', country: 'Norway' });
    });

    it('is a 400 naming the field for a latitude or longitude out of range or not a number', async () => {
      expect((await get('GetZipCodeByCoordinates', { latitude: '91', longitude: '10' }).expect(400)).body.error.field).to.equal('latitude');
      expect((await get('GetZipCodeByCoordinates', { latitude: '56', longitude: '-180.5' }).expect(400)).body.error.field).to.equal('longitude');
      expect((await get('GetZipCodeByCoordinates', { latitude: '56', longitude: 'east' }).expect(400)).body.error.field).to.equal('longitude');
      expect((await get('GetZipCodeByCoordinates', { longitude: '10' }).expect(400)).body.error.field).to.equal('latitude');
    });

    it('agrees with a search through every code, far from any code, near the date line and the pole', async () => {
      const rows: { code: string; latitude: number; longitude: number }[] = await testDb()('postal_codes').select('code', 'latitude', 'longitude');
      const rad = (d: number) => (d * Math.PI) / 180;
      const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
        2 * 6371 * Math.asin(Math.sqrt(Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2));
      for (const point of [{ latitude: 45, longitude: -30 }, { latitude: 89.5, longitude: 100 }, { latitude: -40, longitude: 179.9 }, { latitude: 57.7, longitude: 11.9 }, { latitude: 62, longitude: 16 }]) {
        const best = Math.min(...rows.map((r) => km(point, r)));
        const found = await nearestPostalCode(testDb(), point.latitude, point.longitude);
        expect(km(point, found!), JSON.stringify(point)).to.be.closeTo(best, 0.001);
      }
    });
  });

  describe('GetCountryAreasByCountryId', () => {
    it('lists regions at level 1, each followed by its areas at level 2, sorted by name', async () => {
      const res = await get('GetCountryAreasByCountryId', { country: await countryId('DK') }).expect(200);
      const regions = res.body.filter((a: { nestingLevel: number }) => a.nestingLevel === 1).map((a: { text: string }) => a.text);
      expect(regions).to.deep.equal(['Region Hovedstaden', 'Region Midtjylland', 'Region Nordjylland', 'Region Sjælland', 'Region Syddanmark']);
      const texts = res.body.map((a: { text: string }) => a.text);
      const hovedstaden = texts.slice(texts.indexOf('Region Hovedstaden') + 1, texts.indexOf('Region Midtjylland'));
      expect(hovedstaden.slice(0, 3)).to.deep.equal(['Frederiksberg', 'Gentofte', 'Helsingør']);
      expect(res.body[1]).to.deep.equal({ text: 'Frederiksberg', nestingLevel: 2 });
    });

    it('sorts as the country does, shows a same-named area once and gives level 3 where there is one', async () => {
      const se = (await get('GetCountryAreasByCountryId', { country: await countryId('SE') }).expect(200)).body.filter((a: { nestingLevel: number }) => a.nestingLevel === 1);
      expect(se.at(-1).text).to.equal('Östergötlands län'); // Ö sorts after Z in Swedish
      const no = (await get('GetCountryAreasByCountryId', { country: await countryId('NO') }).expect(200)).body;
      expect(no.filter((a: { text: string }) => a.text === 'Oslo')).to.deep.equal([{ text: 'Oslo', nestingLevel: 1 }]);
      const gb = (await get('GetCountryAreasByCountryId', { country: await countryId('GB') }).expect(200)).body;
      const texts = gb.map((a: { text: string }) => a.text);
      expect(gb[texts.indexOf('Greater London') + 1]).to.deep.equal({ text: 'Camden', nestingLevel: 3 });
    });
  });

  describe('npm run admin -- geo:import', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nordlys-geo-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('imports the fixture, prints rows per country and the time, and a re-import replaces the rows', async () => {
      const lines = readFileSync(fixture, 'utf8').trim().split('\n');
      const perCountry = (code: string) => lines.filter((l) => l.startsWith(`${code}\t`)).length;
      expect(perCountry('DK')).to.be.greaterThan(30);
      const dk = await countryId('DK');
      // Cached before the import: the import must make the new areas show.
      const before = (await get('GetCountryAreasByCountryId', { country: dk }).expect(200)).body.map((a: { text: string }) => a.text);
      expect(before).not.to.include('Bornholm');
      for (let round = 1; round <= 2; round += 1) {
        const result = await admin(testDb(), 'geo:import', fixture);
        expect(result.code, result.out).to.equal(0);
        for (const code of ['DK', 'NO', 'SE', 'GB']) {
          expect(result.out).to.include(`${code}: ${perCountry(code)} postal codes imported`);
          expect(await countOf(code), `${code} round ${round}`).to.equal(perCountry(code));
        }
        expect(result.out).to.match(/Done in \d+\.\d s\./);
      }
      const skive = await nearestPostalCode(testDb(), 56.567, 9.027);
      expect(skive).to.include({ zipCode: '7800', city: 'Skive', countryArea: 'Region Midtjylland', countryId: dk });
      expect(await findPostalCode(testDb(), dk, '3700')).to.deep.equal({ zipCode: '3700', city: 'Rønne', countryArea: 'Region Hovedstaden', latitude: 55.1009, longitude: 14.7066 });
      const after = (await get('GetCountryAreasByCountryId', { country: dk }).expect(200)).body.map((a: { text: string }) => a.text);
      expect(after).to.include('Bornholm');
    });

    it('skips countries we do not have and says so', async () => {
      const file = path.join(dir, 'mixed.txt');
      const dkLines = readFileSync(fixture, 'utf8').split('\n').filter((l) => l.startsWith('DK\t'));
      writeFileSync(file, ['DE\t10115\tBerlin\tBerlin\tBE\tBerlin, Stadt\t00\tBerlin\t11000\t52.5323\t13.3846\t4', ...dkLines].join('\n'));
      const result = await admin(testDb(), 'geo:import', file);
      expect(result.code, result.out).to.equal(0);
      expect(result.out).to.include(`DK: ${dkLines.length} postal codes imported`);
      expect(result.out).to.include('Skipped lines of countries we do not have: DE (1)');
      expect(await testDb()('postal_codes').where({ code: '10115' }).first()).to.equal(undefined);
    });

    it('names the line of a malformed row and changes nothing', async () => {
      const file = path.join(dir, 'broken.txt');
      writeFileSync(file, ['NO\t9990\tBåtsfjord\tFinnmark\t56\tBåtsfjord\t5632\t\t\t70.6345\t29.7185\t4', 'NO\t9950\tVardø\tFinnmark\t56\tVardø\t5634\t\t\tnorth\t31.1107\t4'].join('\n'));
      const before = await countOf('NO');
      const result = await admin(testDb(), 'geo:import', file);
      expect(result.code).to.not.equal(0);
      expect(result.out).to.include('Error: Line 2: latitude "north" is not a number between -90 and 90.');
      expect(await countOf('NO')).to.equal(before);
      const missing = await admin(testDb(), 'geo:import', path.join(dir, 'nothing.txt'));
      expect(missing.code).to.not.equal(0);
      expect(missing.out).to.match(/Error: .*nothing\.txt/);
    });
  });
});
