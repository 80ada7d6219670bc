import { expect } from 'chai';
import { z } from 'zod';
import { parseInput } from '../../src/platform/http/validation.ts';
import { AppError, toAppError } from '../../src/platform/http/errors.ts';
import { renderText } from '../../src/platform/render/text.ts';
import { expand } from '../../src/platform/i18n/index.ts';

describe('input validation and error mapping', () => {
  const schema = z.object({ name: z.string().min(2), age: z.number().int(), nested: z.object({ zip: z.string() }).optional() });

  it('returns parsed input when valid', () => {
    expect(parseInput(schema, { name: 'Ada', age: 40 })).to.deep.equal({ name: 'Ada', age: 40 });
  });

  it('maps a missing field to a 400 naming the field as required', () => {
    const err = catchError(() => parseInput(schema, { name: 'Ada' }));
    expect(err).to.include({ status: 400, code: 'invalidInput', field: 'age', messageKey: 'common.errors.requiredField' });
  });

  it('names nested fields with a dotted path', () => {
    const err = catchError(() => parseInput(schema, { name: 'Ada', age: 1, nested: { zip: 5 } }));
    expect(err).to.include({ status: 400, field: 'nested.zip', messageKey: 'common.errors.invalidField' });
  });

  it('maps broken JSON, oversized bodies and CSRF failures to 4xx, and unknown errors to 500', () => {
    expect(toAppError({ type: 'entity.parse.failed', status: 400 })).to.include({ status: 400, code: 'invalidJson' });
    expect(toAppError({ type: 'entity.too.large', status: 413 })).to.include({ status: 413 });
    expect(toAppError(new Error('boom'))).to.include({ status: 500, code: 'internal' });
    expect(toAppError({ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection' })).to.include({ status: 503 });
  });
});

describe('text markup', () => {
  it('escapes HTML and renders paragraphs, headings and lists', () => {
    const html = renderText('## Title <b>\n\nFirst <script>x</script>\nline\n\n- one\n- two & more');
    expect(html).to.equal('<h2>Title &lt;b&gt;</h2>\n<p>First &lt;script&gt;x&lt;/script&gt; line</p>\n<ul><li>one</li><li>two &amp; more</li></ul>');
  });
});

describe('message expansion', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(expand('Hello {name}, {missing}', { name: 'Ada' })).to.equal('Hello Ada, {missing}');
  });
  it('allows 100 placeholders and refuses the 101st', () => {
    const params = { x: 'a' };
    expect(expand('{x}'.repeat(100), params)).to.equal('a'.repeat(100));
    expect(() => expand('{x}'.repeat(101), params)).to.throw(/100 placeholders/);
  });
});

function catchError(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected an error');
}
