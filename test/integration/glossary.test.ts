import { expect } from 'chai';
import request from 'supertest';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testApp } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';

/** A member logged on (to the regular site unless a host is given), reading the glossary. */
async function reader(overrides: Partial<NewProfile> = {}, host?: string) {
  const agent = await loggedOnAs(await buildMember({ language: 'en-GB', ...overrides }), { host });
  return (query = '') => agent.get(`/Glossary${query}`).expect(200).then((res) => res.text);
}

/** The terms of the page, in the order shown. */
const terms = (html: string) => [...html.matchAll(/<dt id="[^"]+"><a href="#[^"]+">([^<]+)<\/a><\/dt>/g)].map((m) => m[1]);

describe('/Glossary', () => {
  it('is for logged-on members: a visitor is asked to log on, and only members see the link on the support page', async () => {
    const res = await request(testApp()).get('/Glossary').expect(302);
    expect(res.headers.location).to.equal('/?u=%2FGlossary');
    expect((await request(testApp()).get('/Support').expect(200)).text).to.not.include('href="/Glossary"');
    const agent = await loggedOnAs(await buildMember({ language: 'en-GB' }));
    expect((await agent.get('/Support').expect(200)).text).to.include('href="/Glossary">Look up a word in the glossary</a>');
  });

  it('lists the site\'s terms A–Z in the member\'s language, each with an anchor, under a jump list of letters', async () => {
    const html = await (await reader())();
    expect(html).to.include('<h1>Glossary</h1>');
    expect(terms(html)).to.deep.equal(['Blocked profile', 'Couple profile', 'Favourites', 'Nordlys Nights', 'Passkey', 'Profile name', 'Recovery code', 'Two-factor log-on']);
    expect(html).to.include('<dt id="term-passkey"><a href="#term-passkey">Passkey</a></dt>');
    expect(html).to.include('A secure way to log on without a password');
    expect(html).to.include('<a href="#letter-p">P</a>').and.include('<section id="letter-p"');
    expect(html, 'a letter without terms is no link').to.include('<span aria-disabled="true">Z</span>').and.not.include('href="#letter-z"');

    const danish = await (await reader({ language: 'da-DK' }))();
    expect(danish).to.include('<h1>Ordliste</h1>');
    expect(terms(danish)).to.include('Adgangsnøgle').and.include('Totrinsbekræftelse').and.not.include('Passkey');
    expect(danish).to.include('En sikker måde at logge ind på uden adgangskode');
    expect(danish, 'the Danish alphabet ends with Æ Ø Å').to.include('<span aria-disabled="true">Å</span>');

    const nights = await (await reader({ darkStatus: 3, member: true, language: 'sv-SE' }, 'dark.localhost'))();
    expect(terms(nights)).to.include('Stoppord').and.include('Samtycke').and.not.include('Lösennyckel');
  });

  it('narrows the list with q (a plain GET form) and says when no term matches', async () => {
    const read = await reader();
    const html = await read();
    expect(html).to.include('<form class="search-row" method="get" action="/Glossary" role="search">').and.include('name="q"');

    const phone = await read('?q=PHONE');
    expect(terms(phone), 'term or definition, any case').to.deep.equal(['Recovery code', 'Two-factor log-on']);
    expect(phone).to.include('Words matching “PHONE”: 2 of 8.').and.include('value="PHONE"').and.include('href="/Glossary">Show all words</a>');
    expect(phone).to.include('<a href="#letter-r">R</a>').and.include('<span aria-disabled="true">P</span>');
    expect(terms(await read('?q=lose%20%20phone')), 'every word').to.deep.equal(['Recovery code']);

    const none = await read('?q=%3Cb%3Ezebra');
    expect(none).to.include('No word matches “&lt;b&gt;zebra”.').and.not.include('<b>zebra');
    expect(terms(none)).to.deep.equal([]);
    expect(none).to.not.include('class="az-jump"');
  });
});
