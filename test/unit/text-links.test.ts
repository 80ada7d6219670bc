import { expect } from 'chai';
import { plainText, renderText } from '../../src/platform/render/text.ts';

describe('text markup links', () => {
  it('turns [words](/Path) into a link to a page of this site', () => {
    expect(renderText('Go to [Settings › Security](/Settings#settings-security) now.')).to.equal(
      '<p>Go to <a href="/Settings#settings-security">Settings › Security</a> now.</p>',
    );
    expect(renderText('- See [the FAQ](/Support/FAQ?q=a&b=c)')).to.equal('<ul><li>See <a href="/Support/FAQ?q=a&amp;b=c">the FAQ</a></li></ul>');
  });

  it('leaves anything that could lead to another site, or carry markup, as escaped text', () => {
    for (const source of ['[x](//evil.example)', '[x](/\\evil.example)', '[x](https://evil.example)', '[x](javascript:alert(1))']) {
      expect(renderText(source), source).not.to.include('<a ');
    }
    expect(renderText('[<b>x</b>](/"onmouseover="y)')).to.equal('<p><a href="/&quot;onmouseover=&quot;y">&lt;b&gt;x&lt;/b&gt;</a></p>');
  });

  it('gives the plain words for search', () => {
    expect(plainText('Go to [Settings](/Settings) now')).to.equal('Go to Settings now');
  });
});
