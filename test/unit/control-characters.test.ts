import { expect } from 'chai';
import { z } from 'zod';
import { findControlCharacter, hasControlCharacter, parseInput, withoutControlCharacters } from '../../src/platform/http/validation.ts';
import { AppError } from '../../src/platform/http/errors.ts';

describe('control characters in input', () => {
  it('finds NUL, the other C0 controls, DEL and lone surrogates, and lets tab, line breaks and emoji through', () => {
    for (const bad of ['\u0000', 'a\u0001b', '\u0008', '\u000B', '\u000C', '\u001B[0m', '\u001F', '\u007F', '\uD800', 'x\uDC00', '\uDBFFz']) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).to.equal(true);
    }
    for (const good of ['', 'Hej', 'line one\r\nline two\n\tindented', 'æøå ÆØÅ', '😀 \uD83D\uDE00', '\u00A0\u2028']) {
      expect(hasControlCharacter(good), JSON.stringify(good)).to.equal(false);
    }
    expect(withoutControlCharacters('a\u0000b\nc\u007F')).to.equal('ab\nc');
  });

  it('walks nested objects and arrays and names the first string holding one by its dotted path', () => {
    expect(findControlCharacter({ name: 'Ada', tags: ['ok', 'b\u0000d'] })).to.equal('tags.1');
    expect(findControlCharacter({ a: { b: [{ c: 'fine' }, { c: 'x\u0000' }] } })).to.equal('a.b.1.c');
    expect(findControlCharacter({ name: 'Ada', n: 5, ok: true, none: null })).to.equal(null);
    expect(findControlCharacter('\u0000', 'query')).to.equal('query');
  });

  it('walks input nested deeper than the call stack would allow', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter({ deep })).to.equal(`deep.${'0.'.repeat(100_000)}0`);
  });

  it('refuses a key holding one, naming where the key stands', () => {
    expect(findControlCharacter({ outer: { 'k\u0000': 'v' } })).to.equal('outer');
    expect(findControlCharacter({ 'k\u0000': 'v' })).to.equal('body');
  });

  it('parseInput refuses one before the schema runs, even where the schema would replace the value', () => {
    const schema = z.object({ q: z.string().catch(''), page: z.coerce.number() });
    let thrown: unknown;
    try {
      parseInput(schema, { q: 'a\u0000', page: '1' });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).to.be.instanceOf(AppError);
    expect(thrown).to.include({ status: 400, code: 'invalidInput', field: 'q', messageKey: 'common.errors.controlCharacter' });
    expect(parseInput(schema, { q: 'a\tb\r\nc', page: '1' })).to.deep.equal({ q: 'a\tb\r\nc', page: 1 });
  });
});
