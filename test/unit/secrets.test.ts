import { expect } from 'chai';
import { openSecret, sealSecret } from '../../src/platform/secrets.ts';

describe('secrets at rest', () => {
  it('seals with a fresh IV each time and opens back', () => {
    const a = sealSecret('JBSWY3DPEHPK3PXP');
    const b = sealSecret('JBSWY3DPEHPK3PXP');
    expect(a).to.match(/^v1:/).and.not.equal(b);
    expect(openSecret(a)).to.equal('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => openSecret(`v1:${raw.toString('base64')}`)).to.throw();
  });
});
