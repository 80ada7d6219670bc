import type { Knex } from 'knex';
import type { z } from 'zod';
import { enqueueJob, type JobHandler, type JobHandlers } from '../jobs/index.ts';
import { createRegistry, type Registry } from '../registry.ts';

/**
 * Durable domain events. The publishing module defines each event once, with the zod schema of its payload, and
 * exports it from its index.ts:
 *   export const profileDeleted = defineEvent('accounts.profileDeleted', z.object({ profileId: id }));
 * A writer calls `publish(trx, profileDeleted, { profileId })` inside its transaction; the payload is checked by
 * the type system and by the schema (a payload that fails it throws: a bug). That enqueues one job per
 * subscriber, so the side effects happen only if the change commits and even if the process dies right after.
 * A module subscribes in its index.ts (`subscribers: [on(profileDeleted, handler)]`) and its handler gets the
 * parsed, typed payload (a stored payload that no longer parses fails the job loudly), so the writer never
 * imports the modules that react.
 */

export type EventPayloadSchema = z.ZodObject;
export type DomainEvent<S extends EventPayloadSchema = EventPayloadSchema> = { readonly name: string; readonly schema: S };

/** Names are `module.pastTense`. */
export function defineEvent<S extends EventPayloadSchema>(name: string, schema: S): DomainEvent<S> {
  if (!/^[a-z][\w]*\.[a-z]\w*$/.test(name)) throw new Error(`Event names are module.pastTense, got "${name}"`);
  return Object.freeze({ name, schema });
}

type JobDeps = Parameters<JobHandler>[1];
/** A module's reaction to one event: `on(event, handler)`. */
export type Subscription = { readonly event: DomainEvent; readonly handler: JobHandler };
/** A module's subscriptions (`subscribers` of its AppModule). */
export type Subscribers = readonly Subscription[];

/** Subscribes to `event`: the handler gets its payload parsed by the event's schema. */
export function on<S extends EventPayloadSchema>(event: DomainEvent<S>, handler: (payload: z.output<S>, deps: JobDeps) => Promise<void>): Subscription {
  return { event, handler: async (payload, deps) => handler(event.schema.parse(payload), deps) };
}

type Subscriber = { jobName: string; handler: JobHandler };

let registry: Map<string, Subscriber[]> | null = null;

const jobNameOf = (moduleName: string, event: string) => `event:${event}:${moduleName}`;

/** Collects every module's subscribers; the app calls this once with its list of modules. */
export function registerSubscribers(modules: { name: string; subscribers?: Subscribers }[]): void {
  registry = new Map();
  // One subscription per module and event: its job name is (event, module).
  const jobs: Registry<string, JobHandler> = createRegistry('event subscribers');
  for (const m of modules) {
    for (const { event, handler } of m.subscribers ?? []) {
      const jobName = jobNameOf(m.name, event.name);
      jobs.register(jobName, handler);
      registry.set(event.name, [...(registry.get(event.name) ?? []), { jobName, handler }]);
    }
  }
}

function subscriptions(event: string): Subscriber[] {
  if (!registry) throw new Error(`Cannot publish ${event}: event subscribers are not registered (registerSubscribers at start-up)`);
  return registry.get(event) ?? [];
}

/** Publishes a domain event inside the writer's transaction: one durable job per subscriber. */
export async function publish<S extends EventPayloadSchema>(trx: Knex, event: DomainEvent<S>, payload: z.input<S>): Promise<void> {
  const parsed = event.schema.safeParse(payload);
  if (!parsed.success) throw new Error(`Event ${event.name} published with a payload its schema refuses: ${parsed.error.message}`);
  for (const { jobName } of subscriptions(event.name)) await enqueueJob(trx, jobName, parsed.data as Record<string, unknown>);
}

/** The job handlers behind the subscriptions, for the job worker. */
export function subscriberJobs(): JobHandlers {
  return Object.fromEntries([...(registry?.values() ?? [])].flat().map((s) => [s.jobName, s.handler]));
}
