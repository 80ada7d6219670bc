import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { jobsSettled } from '../../support/accounts.ts';
import { describeProfile, idsIn, neverListed, searcher, target } from './support.ts';

const savedWords = async (profileId: number) => (await testDb()('search_match_words').where({ profile_id: profileId }).first())?.words;

describe('search: /Search/MatchWord', () => {
  afterEach(jobsSettled);

  it('without match words: the form, prefilled with words from the member’s own texts, and no results', async () => {
    const me = await searcher();
    await describeProfile(me.profile.id, [{}], { text: 'Kayaking at dawn, kayaking at dusk. Hiking too.', lookingFor: 'Someone for hiking and kayaking' });
    await target([{}], { text: 'kayaking' });
    const page = (await me.get('/Search/MatchWord').expect(200)).text;
    expect(page).to.include('<form method="post" action="/Search/MatchWord"');
    expect(page).to.include('value="kayaking, hiking, dawn, dusk"');
    expect(page).to.include('We have suggested words from your own presentation.');
    expect(idsIn(page)).to.deep.equal([]);
    // Nothing written yet: suggestions are only a prefill.
    expect(await savedWords(me.profile.id)).to.equal(undefined);
  });

  it('without texts of one’s own: an empty form with a hint of what to write', async () => {
    const me = await searcher();
    const page = (await me.get('/Search/MatchWord').expect(200)).text;
    expect(page).to.include('value=""');
    expect(page).to.include('Write a few words that matter to you');
  });

  it('saves the words (commas or spaces, lower-cased, no repeats) and lists profiles whose presentation or looking-for holds any, newest first', async () => {
    const me = await searcher();
    const inPresentation = await target([{}], { text: 'I go sailing every summer' });
    const inLookingFor = await target([{}], { text: 'Hello', lookingFor: 'a partner for Kayak trips' });
    const both = await target([{}], { text: 'Sailing, kayak and more' });
    await target([{}], { text: 'Cooking and films' });
    await target();
    await me.csrf('/Search/MatchWord');
    await me.form('/Search/MatchWord', { words: 'Sailing, kayak  hiking,sailing' }).expect(303).expect('Location', '/Search/MatchWord');
    expect(await savedWords(me.profile.id)).to.deep.equal(['sailing', 'kayak', 'hiking']);
    const page = (await me.get('/Search/MatchWord').expect(200)).text;
    expect(idsIn(page)).to.deep.equal([both, inLookingFor, inPresentation]);
    expect(page).to.include('Your match words: sailing, kayak, hiking');
    expect(page).to.include('value="sailing, kayak, hiking"');
    // Changing them replaces them.
    await me.form('/Search/MatchWord', { words: 'films' }).expect(303);
    expect(await savedWords(me.profile.id)).to.deep.equal(['films']);
    expect(idsIn((await me.get('/Search/MatchWord').expect(200)).text)).to.have.length(1);
  });

  it('never lists a profile blocked either way, not Active or held for validation, nor the member', async () => {
    const me = await searcher();
    await describeProfile(me.profile.id, [{}], { text: 'sailing' });
    const shown = await target([{}], { text: 'sailing' });
    await neverListed(me.profile.id, (overrides) => target([{}], { text: 'sailing', overrides }));
    await me.csrf('/Search/MatchWord');
    await me.form('/Search/MatchWord', { words: 'sailing' }).expect(303);
    expect(idsIn((await me.get('/Search/MatchWord').expect(200)).text)).to.deep.equal([shown]);
  });

  it('no one with those words: the empty state leads to changing them', async () => {
    const me = await searcher();
    await target([{}], { text: 'cooking' });
    await me.csrf('/Search/MatchWord');
    await me.form('/Search/MatchWord', { words: 'astronomy' }).expect(303);
    const page = (await me.get('/Search/MatchWord').expect(200)).text;
    expect(page).to.include('No profiles contain your match words yet.');
    expect(page).to.include('href="#match-words"');
    expect(page).to.include('id="match-words"');
  });

  it('words with SQL or tsquery syntax are only words: quotes and operators never reach the query as text', async () => {
    const me = await searcher();
    const irish = await target([{}], { text: "o'neil likes rock'n'roll" });
    await target([{}], { text: 'nothing here' });
    await me.csrf('/Search/MatchWord');
    await me.form('/Search/MatchWord', { words: "o'neil or and" }).expect(303);
    expect(idsIn((await me.get('/Search/MatchWord').expect(200)).text)).to.deep.equal([irish]);
    for (const words of ["x'); drop table profiles; --", 'a|b', 'kayak&!sail', 'kayak:*']) {
      await me.form('/Search/MatchWord', { words }).expect(400);
    }
    expect(Number((await testDb()('profiles').count('* as n').first())!.n)).to.be.greaterThan(2);
  });

  it('refuses bad words with a 400 naming the field, in the member’s language, and keeps what was saved', async () => {
    const me = await searcher({ language: 'da-DK' });
    await me.csrf('/Search/MatchWord');
    await me.form('/Search/MatchWord', { words: 'sejlads' }).expect(303);
    const cases: [Record<string, unknown>, string][] = [
      [{ words: '' }, 'Skriv mellem 1 og 10 matchord.'],
      [{ words: ' , ,' }, 'Skriv mellem 1 og 10 matchord.'],
      [{}, 'Skriv mellem 1 og 10 matchord.'],
      [{ words: 'one two three four five six seven eight nine ten eleven' }, 'Skriv mellem 1 og 10 matchord.'],
      [{ words: 'kajak x' }, 'Hvert matchord skal være 2–30 tegn langt.'],
      [{ words: `kajak ${'a'.repeat(31)}` }, 'Hvert matchord skal være 2–30 tegn langt.'],
      [{ words: 'kajak <b>' }, 'Et matchord må kun indeholde bogstaver og tal'],
      [{ words: 'ab '.repeat(140) }, 'Matchordene må højst fylde 400 tegn i alt.'],
    ];
    for (const [body, message] of cases) {
      const res = await me.form('/Search/MatchWord', body).expect(400);
      expect(res.text, JSON.stringify(body)).to.include(message);
      expect(res.text).to.include('id="words-error"');
      expect(res.text).to.include('aria-invalid="true"');
    }
    expect(await savedWords(me.profile.id)).to.deep.equal(['sejlads']);
    // The words typed are shown again, escaped.
    expect((await me.form('/Search/MatchWord', { words: 'kajak <b>' }).expect(400)).text).to.include('value="kajak &lt;b&gt;"');
  });
});
