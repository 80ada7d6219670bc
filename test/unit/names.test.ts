import { expect } from 'chai';
import { hasMixedScripts, isReservedName, nameKey, nameSkeleton } from '../../src/modules/accounts/index.ts';

describe('profile names: key, skeleton, reserved names, scripts', () => {
  it('one key for a name in any case or compatibility form', () => {
    for (const name of ['Annabel', 'ANNABEL', 'Ａnnabel', '𝓐nnabel', 'annabel']) expect(nameKey(name), name).to.equal('annabel');
    // JavaScript and Postgres lower-case İ differently; the key is the same for every spelling of it.
    for (const name of ['İstanbul', 'i̇stanbul', 'İSTANBUL']) expect(nameKey(name), name).to.equal('i̇stanbul');
    expect(nameKey('Straße')).to.equal(nameKey('STRASSE'));
    expect(nameKey('Аnnabel'), 'Cyrillic А is another letter').to.not.equal(nameKey('Annabel'));
  });

  it('one skeleton for look-alikes, in any case', () => {
    for (const name of ['Аnnabel', 'Annabe1', 'ANNABEL', 'Ａnnabel']) expect(nameSkeleton(name), name).to.equal(nameSkeleton('Annabel'));
    expect(nameSkeleton('Рерра'), 'all Cyrillic').to.equal(nameSkeleton('Peppa'));
    expect(nameSkeleton('B0B')).to.equal(nameSkeleton('bob'));
    for (const [a, b] of [['Anna', 'Hanna'], ['Annabel', 'Anna_bel'], ['İstanbul', 'Istanbul']] as const) expect(nameSkeleton(a), `${a} ~ ${b}`).to.not.equal(nameSkeleton(b));
  });

  it('reserves staff-like names, the site names and deleted-<digits> in any look-alike form', () => {
    for (const name of ['admin', 'ADMIN', 'аdmin', 'Ad.Min', 'Supp0rt', 'Administrator', 'noreply', 'Nordlys', 'nordlys-nights', 'NordlysSupport', 'deleted-12', 'deleted-١٢', 'Deleted-𝟏𝟐']) {
      expect(isReservedName(name), name).to.equal(true);
    }
    for (const name of ['Annabel', 'Adminah', 'Mads', 'Modi', 'Helpful_Hanne']) expect(isReservedName(name), name).to.equal(false);
  });

  it('refuses letters of two scripts, except the combinations East Asian names use', () => {
    for (const name of ['Аnnabel', 'Anna-Юля', 'Anna١']) expect(hasMixedScripts(name), name).to.equal(true);
    for (const name of ['Annabel', 'Ærø-Ås_2', 'Юлия', 'Αθηνά', 'عليّ12', '山田はなこ', 'Yuki山田']) expect(hasMixedScripts(name), name).to.equal(false);
  });
});
