import { SERVER_MODULES } from '../modules/index.ts';
import type { SetUpModule } from '../modules/module.ts';
import { sandboxJobHandlers, type SandboxOptions } from '../sandbox/index.ts';
import type { JobHandler, Schedule } from './jobs.ts';
import type { Duty } from './leadership.ts';
import type { Projector } from '../modules/outbox/index.ts';

/**
 * What the background runtime runs, gathered from the modules (each declares
 * its own in its plugin.ts): job handlers by queue, recurring jobs, leader
 * duties and the outbox's projectors. The local sandbox provider's jobs join
 * when it runs here.
 */
export function jobHandlers(modules: readonly SetUpModule[], sandbox: SandboxOptions | null): Record<string, JobHandler> {
  const handlers: Record<string, JobHandler> = {};
  for (const { name, parts } of modules) {
    for (const [queue, handler] of Object.entries(parts.jobs ?? {})) {
      if (handlers[queue]) throw new Error(`job queue ${queue} of module ${name} is taken`);
      handlers[queue] = handler;
    }
  }
  return { ...handlers, ...(sandbox ? sandboxJobHandlers(sandbox) : {}) };
}

/** Every module's recurring jobs (static: tests leave some out before an app exists). */
export const schedules: Schedule[] = SERVER_MODULES.flatMap((module) => module.schedules ?? []);

export const dutiesOf = (modules: readonly SetUpModule[]): Duty[] => modules.flatMap((m) => m.parts.duties ?? []);

export const projectorsOf = (modules: readonly SetUpModule[]): Projector[] => modules.flatMap((m) => m.parts.projectors ?? []);
