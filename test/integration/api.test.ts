import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../support/context.ts';

/** A CSRF token and its cookie, as a page's form would carry them. */
async function csrfPair(agent: ReturnType<typeof request.agent>): Promise<string> {
  // A visitor's pages carry no token (their posts are checked by origin): an empty one.
  const page = await agent.get('/LogOn').expect(200);
  return /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
}

describe('API surface', () => {
  describe('SEO', () => {
    it('AllLandingPages lists the pages of the current site', async () => {
      const res = await request(testApp()).get('/api/SEO/AllLandingPages').expect(200);
      expect(res.body).to.be.an('array').with.length.greaterThan(1);
      expect(res.body[0]).to.have.keys('path', 'title', 'summary');
      const dark = await request(testApp()).get('/api/SEO/AllLandingPages').set('Host', 'dark.localhost').expect(200);
      expect(dark.body.map((p: { path: string }) => p.path)).to.include('/kink-community');
    });

    it('FrontpageLandingPages lists only front-page ones', async () => {
      const all = await request(testApp()).get('/api/SEO/AllLandingPages');
      const front = await request(testApp()).get('/api/SEO/FrontpageLandingPages').expect(200);
      expect(front.body.length).to.be.within(1, all.body.length - 1);
    });

    it('GetLandingPage returns one page in the asked language, 404 when absent, 400 for a bad path', async () => {
      const res = await request(testApp()).get('/api/SEO/GetLandingPage').query({ path: '/dating-copenhagen' }).set('Accept-Language', 'da-DK').expect(200);
      expect(res.body).to.have.keys('path', 'title', 'summary', 'body');
      const en = await request(testApp()).get('/api/SEO/GetLandingPage').query({ path: '/dating-copenhagen' }).expect(200);
      expect(res.body.title).not.to.equal(en.body.title);
      const missing = await request(testApp()).get('/api/SEO/GetLandingPage').query({ path: '/nothing-here' }).expect(404);
      expect(missing.body.error.code).to.equal('notFound');
      const bad = await request(testApp()).get('/api/SEO/GetLandingPage').query({ path: '/<script>' }).expect(400);
      expect(bad.body.error).to.include({ code: 'invalidInput', field: 'path' });
      const none = await request(testApp()).get('/api/SEO/GetLandingPage').expect(400);
      expect(none.body.error.message).to.equal('The field "path" is required.');
    });
  });

  describe('Common', () => {
    it('GetSiteCountries and GetCountryAreasByCountryId', async () => {
      const countries = await request(testApp()).get('/api/Common/GetSiteCountries').set('Accept-Language', 'sv-SE').expect(200);
      const dk = countries.body.find((c: { code: string }) => c.code === 'DK');
      expect(dk.name).to.equal('Danmark');
      const areas = await request(testApp()).get('/api/Common/GetCountryAreasByCountryId').query({ country: dk.id }).expect(200);
      expect(areas.body.length).to.be.greaterThan(4);
      expect(areas.body[0]).to.have.keys('text', 'nestingLevel');
      expect(areas.body.some((a: { nestingLevel: number }) => a.nestingLevel === 2)).to.equal(true);
      const bad = await request(testApp()).get('/api/Common/GetCountryAreasByCountryId').query({ country: 'DK' }).expect(400);
      expect(bad.body.error.field).to.equal('country');
    });

    it('GetAllGlossaryEntries differs per site', async () => {
      const regular = await request(testApp()).get('/api/Common/GetAllGlossaryEntries').expect(200);
      const dark = await request(testApp()).get('/api/Common/GetAllGlossaryEntries').set('Host', 'dark.localhost').expect(200);
      expect(regular.body.length).to.be.greaterThan(3);
      expect(dark.body.length).to.be.greaterThan(3);
      expect(regular.body[0]).to.have.keys('id', 'term', 'definition');
      expect(regular.body.map((g: { term: string }) => g.term)).not.to.deep.equal(dark.body.map((g: { term: string }) => g.term));
    });

    it('GetContentTokens and GetNewsTickerText answer in the visitor language', async () => {
      const tokens = await request(testApp()).get('/api/Common/GetContentTokens').set('Accept-Language', 'nb-NO').expect(200);
      expect(Object.keys(tokens.body).length).to.be.greaterThan(3);
      const ticker = await request(testApp()).get('/api/Common/GetNewsTickerText').expect(200);
      expect(ticker.body.text).to.be.a('string').and.not.equal('');
    });
  });

  describe('errors', () => {
    it('an unknown action or controller is a 404 JSON error', async () => {
      const res = await request(testApp()).get('/api/SEO/NoSuchThing').expect(404);
      expect(res.body).to.deep.equal({ error: { code: 'notFound', message: 'There is no such API call.' } });
      await request(testApp()).get('/api/Nope/Nope').expect(404);
      await request(testApp()).get('/api/too/many/parts').expect(404);
    });

    it('a wrong method is a 405 with Allow', async () => {
      const agent = request.agent(testApp());
      const token = await csrfPair(agent);
      const res = await agent.post('/api/SEO/AllLandingPages').set('x-csrf-token', token).send({}).expect(405);
      expect(res.headers.allow).to.equal('GET, HEAD');
      expect(res.body.error.code).to.equal('methodNotAllowed');
    });

    it("a state-changing call from another site is refused with 403", async () => {
      const res = await request(testApp()).post('/api/SEO/AllLandingPages').set('Origin', 'https://evil.example').send({}).expect(403);
      expect(res.body.error.code).to.equal('invalidCsrfToken');
    });

    it('broken JSON is a 400, never a stack trace', async () => {
      const agent = request.agent(testApp());
      const token = await csrfPair(agent);
      const res = await agent.post('/api/SEO/AllLandingPages').set('x-csrf-token', token).set('Content-Type', 'application/json').send('{"a":').expect(400);
      expect(res.body.error.code).to.equal('invalidJson');
      expect(JSON.stringify(res.body)).not.to.match(/at \w+ \(|node_modules/);
    });

    it('an oversized body is a 413', async () => {
      const agent = request.agent(testApp());
      const token = await csrfPair(agent);
      await agent.post('/api/SEO/AllLandingPages').set('x-csrf-token', token).set('Content-Type', 'application/json').send(JSON.stringify({ x: 'a'.repeat(200_000) })).expect(413);
    });

    it('error messages follow the visitor language', async () => {
      const res = await request(testApp()).get('/api/SEO/NoSuchThing').set('Accept-Language', 'da').expect(404);
      expect(res.body.error.message).to.equal('Det API-kald findes ikke.');
    });
  });

  it('publishes an OpenAPI 3.1 document generated from the schemas', async () => {
    const res = await request(testApp()).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).to.equal('3.1.0');
    const op = res.body.paths['/api/Common/GetCountryAreasByCountryId'].get;
    expect(op.parameters[0]).to.include({ name: 'country', in: 'query', required: true });
    expect(op.responses['200'].content['application/json'].schema.type).to.equal('array');
    expect(res.body.paths['/api/SEO/GetLandingPage'].get['x-access']).to.equal('public');
  });
});
