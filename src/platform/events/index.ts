import type { Knex } from 'knex';
import { enqueueJob, type JobHandler, type JobHandlers } from '../jobs/index.ts';

/**
 * Durable domain events. A writer calls `publish(trx, 'blogs.commentAdded', payload)` inside its transaction;
 * that enqueues one job per subscriber, so the side effects happen only if the change commits and happen even
 * if the process dies right after. Modules subscribe in their index.ts (`subscribers` of their AppModule),
 * so the writer never imports the modules that react.
 */

/** Event name → the handler a module runs when it arrives. Names are `module.pastTense`. */
export type Subscribers = Record<string, JobHandler>;

type Subscription = { jobName: string; handler: JobHandler };

let registry: Map<string, Subscription[]> | null = null;

const jobNameOf = (moduleName: string, event: string) => `event:${event}:${moduleName}`;

/** Collects every module's subscribers; the app calls this once with its list of modules. */
export function registerSubscribers(modules: { name: string; subscribers?: Subscribers }[]): void {
  registry = new Map();
  for (const m of modules) {
    for (const [event, handler] of Object.entries(m.subscribers ?? {})) {
      const list = registry.get(event) ?? [];
      list.push({ jobName: jobNameOf(m.name, event), handler });
      registry.set(event, list);
    }
  }
}

function subscriptions(event: string): Subscription[] {
  if (!registry) throw new Error(`Cannot publish ${event}: event subscribers are not registered (registerSubscribers at start-up)`);
  return registry.get(event) ?? [];
}

/** Publishes a domain event inside the writer's transaction: one durable job per subscriber. */
export async function publish(trx: Knex, event: string, payload: Record<string, unknown>): Promise<void> {
  if (!/^[a-z][\w]*\.[a-z]\w*$/.test(event)) throw new Error(`Event names are module.pastTense, got "${event}"`);
  for (const { jobName } of subscriptions(event)) await enqueueJob(trx, jobName, payload);
}

/** The job handlers behind the subscriptions, for the job worker. */
export function subscriberJobs(): JobHandlers {
  return Object.fromEntries([...(registry?.values() ?? [])].flat().map((s) => [s.jobName, s.handler]));
}
