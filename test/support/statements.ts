import { z } from 'zod';
import type { Express } from 'express';
import { definePage, type AppModule } from '../../src/platform/http/define.ts';
import { pauseJobWorker, testAppWith, testDb } from './context.ts';

/**
 * Counting a page's SQL statements (issue 32: a member's page runs at most two after the session): an app with a
 * page that only asks for the logged-on member (what the session itself costs, with the same cookie), knex's
 * 'query' event on the test database, and the job worker paused so its statements are not counted. Call it in a
 * `describe`; `statementsOf(run)` gives the SQL of each statement `run` caused.
 */
export function countingStatements(name: string): { readonly app: Express; sessionPath: (id: number) => string; statementsOf: (run: () => Promise<unknown>) => Promise<string[]> } {
  const sessionOnly: AppModule = {
    name: `test-session-only-${name}`,
    pages: [definePage({ path: `/Test/SessionOnly/${name}/:id`, access: 'user', params: z.object({ id: z.coerce.number() }), handler: (_input, _req, res) => void res.send('ok') })],
  };
  let app: Express | null = null;
  let counted: string[] = [];
  const onQuery = (q: { sql: string }) => counted.push(q.sql);
  let resumeJobs: () => void = () => undefined;
  before(() => {
    app = testAppWith([sessionOnly]);
    testDb().on('query', onQuery);
  });
  after(() => testDb().removeListener('query', onQuery));
  beforeEach(async () => (resumeJobs = await pauseJobWorker()));
  afterEach(() => resumeJobs());
  return {
    get app() {
      if (!app) throw new Error('countingStatements: the app is made in before()');
      return app;
    },
    sessionPath: (id) => `/Test/SessionOnly/${name}/${id}`,
    statementsOf: async (run) => {
      counted = [];
      await run();
      return [...counted];
    },
  };
}
