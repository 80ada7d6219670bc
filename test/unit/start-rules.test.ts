import { expect } from 'chai';
import { contestOnlyOnFirstSite, forceContestFirst, hideDisabledSections, mergeOrder, onlyFavouritesForNonMembers, putBirthdaysFourth } from '../../src/modules/start/index.ts';

const ids = (...list: string[]) => list.map((id) => ({ id }));
const names = (options: { id: string }[]) => options.map((o) => o.id);

describe('start page §5 rules, one by one', () => {
  it('Contest is forced first, once', () => {
    expect(names(forceContestFirst(ids('NewestMedia', 'Contest', 'LastVisit')))).to.deep.equal(['Contest', 'NewestMedia', 'LastVisit']);
    expect(names(forceContestFirst(ids('NewestMedia')))).to.deep.equal(['Contest', 'NewestMedia']);
  });

  it('BirthdayProfiles goes to position 4 when missing, and stays where the member put it otherwise', () => {
    expect(names(putBirthdaysFourth(ids('Contest', 'A', 'B', 'C', 'D')))).to.deep.equal(['Contest', 'A', 'B', 'BirthdayProfiles', 'C', 'D']);
    expect(names(putBirthdaysFourth(ids('Contest', 'A')))).to.deep.equal(['Contest', 'A', 'BirthdayProfiles']);
    expect(names(putBirthdaysFourth(ids('BirthdayProfiles', 'Contest', 'A', 'B')))).to.deep.equal(['BirthdayProfiles', 'Contest', 'A', 'B']);
  });

  it('a visitor who is not a member keeps only OnlineFavorites', () => {
    expect(names(onlyFavouritesForNonMembers(ids('Contest', 'NewestProfiles', 'OnlineFavorites'), false))).to.deep.equal(['OnlineFavorites']);
    expect(names(onlyFavouritesForNonMembers(ids('Contest', 'NewestProfiles'), true))).to.deep.equal(['Contest', 'NewestProfiles']);
  });

  it('PopularLodges hidden when lodges are disabled, UpcomingEvents when events are', () => {
    const all = ids('PopularLodges', 'UpcomingEvents', 'NewestMedia');
    expect(names(hideDisabledSections(all, { id: 1, disabledLodges: true, disabledEvents: false }))).to.deep.equal(['UpcomingEvents', 'NewestMedia']);
    expect(names(hideDisabledSections(all, { id: 1, disabledLodges: false, disabledEvents: true }))).to.deep.equal(['PopularLodges', 'NewestMedia']);
    expect(names(hideDisabledSections(all, { id: 1, disabledLodges: false, disabledEvents: false }))).to.deep.equal(names(all));
  });

  it('Contest only on site 1', () => {
    expect(names(contestOnlyOnFirstSite(ids('Contest', 'NewestMedia'), 1))).to.deep.equal(['Contest', 'NewestMedia']);
    expect(names(contestOnlyOnFirstSite(ids('Contest', 'NewestMedia'), 2))).to.deep.equal(['NewestMedia']);
  });

  it('a reorder of the shown sections keeps the hidden ones in their slots', () => {
    expect(mergeOrder(['Contest', 'A', 'X', 'B', 'C'], ['C', 'A', 'B'])).to.deep.equal(['Contest', 'C', 'X', 'A', 'B']);
  });
});
