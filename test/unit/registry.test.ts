import { expect } from 'chai';
import { createKeyedProvider, createRegistry } from '../../src/platform/registry.ts';

describe('platform registry: open, keyed, with an undo', () => {
  it('registers, looks up and lists in order; the undo removes the entry', () => {
    const registry = createRegistry<string, number>('test numbers');
    const undoOne = registry.register('one', 1);
    registry.register('two', 2);
    expect(registry.lookup('one')).to.equal(1);
    expect(registry.lookup('three')).to.equal(undefined);
    expect(registry.list()).to.deep.equal([['one', 1], ['two', 2]]);
    undoOne();
    expect(registry.keys()).to.deep.equal(['two']);
    expect(registry.values()).to.deep.equal([2]);
  });

  it('refuses a key registered twice, naming the registry, the key and both registrants', () => {
    const registry = createRegistry<string, number>('test numbers');
    registry.register('one', 1);
    expect(() => registry.register('one', 2)).to.throw(/test numbers: "one" is registered twice, by .*registry\.test\.ts.* and by .*registry\.test\.ts/);
    expect(registry.lookup('one')).to.equal(1);
  });

  it('an undo run late does not remove an entry registered after it', () => {
    const registry = createRegistry<string, number>('test numbers');
    const undo = registry.register('one', 1);
    undo();
    registry.register('one', 11);
    undo();
    expect(registry.lookup('one')).to.equal(11);
  });

  describe('a keyed provider: who may read comments on a subject of type X', () => {
    type MayReadComments = (viewerId: number, subjectId: number) => Promise<boolean>;
    const mayReadComments = createKeyedProvider<string, MayReadComments>('who may read comments', async () => false);

    it('answers with the safe fallback until the subject type is provided, then with its module, and again after the undo', async () => {
      expect(await mayReadComments.for('testLodgeEntry')(1, 7)).to.equal(false);
      const undo = mayReadComments.register('testLodgeEntry', async (viewerId, subjectId) => subjectId === 7 && viewerId > 0);
      expect(await mayReadComments.for('testLodgeEntry')(1, 7)).to.equal(true);
      expect(await mayReadComments.for('testLodgeEntry')(1, 8)).to.equal(false);
      expect(await mayReadComments.for('testBlogEntry')(1, 7)).to.equal(false);
      undo();
      expect(await mayReadComments.for('testLodgeEntry')(1, 7)).to.equal(false);
    });
  });
});
