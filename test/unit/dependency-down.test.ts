import { expect } from 'chai';
import { ClientOfflineError, ErrorReply, SocketClosedUnexpectedlyError } from 'redis';
import { isDependencyDown, toAppError } from '../../src/platform/http/errors.ts';

/** The shapes Postgres, pg, knex, Redis and Node give an outage; test/integration/faults.test.ts meets them for real. */
describe('a dependency that is down is a 503, a bug is still a 500', () => {
  const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

  it('knows lost and refused connections, timeouts and a starting server', () => {
    const down: unknown[] = [
      systemError('ECONNREFUSED'),
      systemError('ECONNRESET'),
      new Error('select * from "profiles" where "id" = $1 - Connection terminated unexpectedly'),
      new Error('timeout expired'),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new ClientOfflineError(),
      new SocketClosedUnexpectedlyError(),
      new ErrorReply('LOADING Redis is loading the dataset in memory'),
      new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]),
      new Error('session lookup failed', { cause: systemError('ECONNRESET') }),
    ];
    for (const err of down) {
      expect(isDependencyDown(err), String(err)).to.equal(true);
      expect(toAppError(err)).to.include({ status: 503, code: 'unavailable' });
      expect(toAppError(err).headers).to.have.property('Retry-After').that.matches(/^\d+$/);
    }
  });

  it('leaves our own mistakes a 500', () => {
    const bugs: unknown[] = [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      new ErrorReply('WRONGTYPE Operation against a key holding the wrong kind of value'),
      null,
    ];
    for (const err of bugs) expect(toAppError(err), String(err)).to.include({ status: 500 });
  });
});
