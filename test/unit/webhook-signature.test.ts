import { expect } from 'chai';
import { createHmac } from 'node:crypto';
import { hmacSha256, hmacSha256Matches, unixSeconds, withinTolerance } from '../../src/platform/webhooks/index.ts';

describe('webhook signatures (platform/webhooks/signature.ts)', () => {
  const secret = 'whsec-unit';
  const body = Buffer.from('{"id":"evt_1","amount":12500,"text":"blåbær"}', 'utf8');

  it('signs the parts joined by a dot, the body byte for byte, in hex or base64', () => {
    const expected = createHmac('sha256', secret).update(Buffer.concat([Buffer.from('1700000000.'), body])).digest();
    expect(hmacSha256(secret, ['1700000000', body])).to.equal(expected.toString('hex'));
    expect(hmacSha256(secret, ['1700000000', body], 'base64')).to.equal(expected.toString('base64'));
    expect(hmacSha256(secret, '1700000000.evt_1')).to.equal(hmacSha256(secret, ['1700000000', 'evt_1']));
  });

  it('matches only the right signature, in the encoding the provider uses', () => {
    const hex = hmacSha256(secret, ['1700000000', body]);
    const base64 = hmacSha256(secret, ['1700000000', body], 'base64');
    expect(hmacSha256Matches(secret, ['1700000000', body], hex)).to.equal(true);
    expect(hmacSha256Matches(secret, ['1700000000', body], hex.toUpperCase())).to.equal(true);
    expect(hmacSha256Matches(secret, ['1700000000', body], base64, 'base64')).to.equal(true);
    expect(hmacSha256Matches(secret, ['1700000001', body], hex)).to.equal(false);
    expect(hmacSha256Matches('another', ['1700000000', body], hex)).to.equal(false);
    expect(hmacSha256Matches(secret, ['1700000000', Buffer.concat([body, Buffer.from(' ')])], hex)).to.equal(false);
  });

  it('takes a signature of the wrong length or alphabet as no match, without throwing', () => {
    const hex = hmacSha256(secret, body);
    for (const wrong of ['', hex.slice(2), `${hex}00`, `${hex.slice(1)}g`, hmacSha256(secret, body, 'base64')]) {
      expect(hmacSha256Matches(secret, body, wrong), wrong).to.equal(false);
    }
    expect(hmacSha256Matches(secret, body, hex, 'base64')).to.equal(false);
  });

  it('accepts a signing time within the tolerance either way, and reads Unix seconds', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const off = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(withinTolerance(off(-300), now)).to.equal(true);
    expect(withinTolerance(off(300), now)).to.equal(true);
    expect(withinTolerance(off(-301), now)).to.equal(false);
    expect(withinTolerance(off(301), now)).to.equal(false);
    expect(withinTolerance(off(-20), now, 10)).to.equal(false);
    expect(withinTolerance(new Date(Number.NaN), now)).to.equal(false);
    expect(unixSeconds('1700000000')?.toISOString()).to.equal('2023-11-14T22:13:20.000Z');
    for (const bad of [undefined, '', '17e8', '-5', ['1700000000'], '1700000000.5']) expect(unixSeconds(bad), String(bad)).to.equal(null);
  });
});
