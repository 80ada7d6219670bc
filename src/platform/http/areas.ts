import type { AppModule } from './define.ts';

/**
 * One part of a large module (payments' orders, blogs' entries): what it adds to the module. The module's
 * index.ts joins its parts into the one AppModule with `joinAreas`.
 */
export type ModuleArea = Readonly<Pick<AppModule, 'pages' | 'api' | 'jobs' | 'schedules' | 'subscribers' | 'webhooks'>>;

/** The parts joined: pages and controllers in order, jobs merged (a job name twice is a bug). */
export function joinAreas(name: string, areas: readonly ModuleArea[]): AppModule {
  const jobs: NonNullable<AppModule['jobs']> = {};
  for (const area of areas) {
    for (const [job, handler] of Object.entries(area.jobs ?? {})) {
      if (jobs[job]) throw new Error(`${name}: job ${job} is declared twice`);
      jobs[job] = handler;
    }
  }
  return {
    name,
    pages: areas.flatMap((a) => a.pages ?? []),
    api: areas.flatMap((a) => a.api ?? []),
    jobs,
    schedules: areas.flatMap((a) => a.schedules ?? []),
    subscribers: areas.flatMap((a) => a.subscribers ?? []),
    webhooks: areas.flatMap((a) => a.webhooks ?? []),
  };
}
