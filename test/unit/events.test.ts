import { expect } from 'chai';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import { defineEvent, on, publish } from '../../src/platform/events/index.ts';

const id = z.number().int().positive();
const commentAdded = defineEvent('blogs.commentAdded', z.object({ commentId: id, authorId: id, pinned: z.boolean().default(false) }));
// Never reached: a payload is checked before anything is written.
const noDatabase = {} as Knex;
const deps = { db: noDatabase, logger: {} as Logger };

describe('the event catalogue (platform/events)', () => {
  it('refuses a name that is not module.pastTense when the event is defined', () => {
    expect(() => defineEvent('commentAdded', z.object({}))).to.throw('module.pastTense');
  });

  it('throws when a payload fails its event\'s schema at publish (a bug), naming the event and the field', async () => {
    // @ts-expect-error authorId is missing: the type system refuses it before the schema does.
    const missing = publish(noDatabase, commentAdded, { commentId: 7 });
    await missing.then(() => expect.fail('published'), (err: unknown) => expect(String(err)).to.match(/blogs\.commentAdded.*authorId/s));
    // @ts-expect-error a string is no id.
    const wrong = publish(noDatabase, commentAdded, { commentId: 'seven', authorId: 3 });
    await wrong.then(() => expect.fail('published'), (err: unknown) => expect(String(err)).to.include('commentId'));
  });

  it('hands a subscriber the parsed, typed payload (defaults applied), and refuses one that does not parse', async () => {
    const received: { commentId: number; authorId: number; pinned: boolean }[] = [];
    const { event, handler } = on(commentAdded, async (payload) => {
      received.push(payload);
    });
    expect(event).to.equal(commentAdded);
    await handler({ commentId: 7, authorId: 3, extra: 'dropped' }, deps);
    expect(received).to.deep.equal([{ commentId: 7, authorId: 3, pinned: false }]);
    await handler({ commentId: 7 }, deps).then(() => expect.fail('handled'), (err: unknown) => expect(String(err)).to.include('authorId'));
    expect(received).to.have.length(1);
  });
});
