import { expect } from 'chai';
import type { NewProfile } from '../../src/modules/accounts/index.ts';
import { testDb } from '../support/context.ts';
import { buildMember, jobsSettled, memberWithApi } from '../support/accounts.ts';
import { formatDate, formatTimeOfDay } from '../../src/platform/i18n/formats.ts';

const dark = 'dark.localhost';

/** An approved dark member logged on at the dark site, with `api` for JSON calls carrying the form token. */
const darkMember = (overrides: Partial<NewProfile> = {}) => memberWithApi({ darkStatus: 3, member: true, ...overrides }, dark);
type Member = Awaited<ReturnType<typeof darkMember>>;

const add = (writer: Member, profileId: number, text: string) => writer.api('/api/Guestbook/AddEntry', { profileId, text });
/** Moves the writer's entries so far, and what the caps counted of them, two hours back: the hourly budget is free again, the day's is not. */
async function twoHoursLater(writer: Member): Promise<void> {
  const back = testDb().raw(`created_at - interval '2 hours'`);
  await testDb()('guestbook_entries').where({ writer_id: writer.profile.id }).update({ created_at: back });
  await testDb()('daily_actions').where({ actor_id: writer.profile.id }).update({ created_at: back });
}

describe('guestbook: at most 20 entries in 24 hours per writer', () => {
  afterEach(jobsSettled);

  it('refuses the 21st entry of the day with 429 naming when one more is allowed, in the writer\'s language; deleting gives no place back and is never refused', async () => {
    const [writer, owners] = [await darkMember({ language: 'nb-NO' }), await Promise.all(Array.from({ length: 3 }, () => buildMember({ darkStatus: 3, member: true })))];
    for (let i = 0; i < 10; i++) await add(writer, owners[0]!.id, `Hei ${i}`).expect(200);
    await twoHoursLater(writer);
    for (let i = 0; i < 10; i++) await add(writer, owners[1]!.id, `Hei igjen ${i}`).expect(200);
    await twoHoursLater(writer);
    const oldest = (await testDb()('daily_actions').where({ actor_id: writer.profile.id }).min('created_at as at').first())!.at as string;
    const resetAt = new Date(new Date(oldest).getTime() + 24 * 60 * 60 * 1000);

    const refused = await add(writer, owners[2]!.id, 'En til').expect(429);
    expect(refused.body.error.code).to.equal('tooManyEntriesToday');
    expect(refused.body.error.message).to.equal(
      `Du har skrevet 20 gjestebokinnlegg de siste 24 timene, så mange som du kan foreløpig. Du kan skrive et nytt fra kl. ${formatTimeOfDay(resetAt, 'nb-NO')} den ${formatDate(resetAt, 'nb-NO')}.`,
    );
    const untilReset = Math.ceil((resetAt.getTime() - Date.now()) / 1000);
    expect(Number(refused.headers['retry-after'])).to.be.within(untilReset, untilReset + 120);
    const page = await writer.postForm(`/Profile/${owners[2]!.id}/Guestbook`, { text: 'En til' }).expect(429);
    expect(page.text).to.include('Du har skrevet 20 gjestebokinnlegg').and.include('En til</textarea>');

    const own = await testDb()('guestbook_entries').where({ writer_id: writer.profile.id }).first('id');
    await writer.postForm(`/Profile/${owners[0]!.id}/Guestbook/${own.id}/Delete`, {}).expect(303);
    await add(writer, owners[2]!.id, 'En til').expect(429);

    // The owner of a guestbook is never held back by what others wrote on it; another writer has their own day.
    const other = await darkMember();
    await add(other, owners[0]!.id, 'Hello').expect(200);
  });
});
