// The day's service in a process of its own (service-process.ts, forked here): what the
// engine's process then holds is the engine's alone. Questions go over the IPC channel; the
// service's clock is moved to the day's before each request and after each step.

import { fork, type ChildProcess } from 'node:child_process';
import type { TimeEntry } from '../../sim/model.ts';
import type { DayService } from '../workday/day-service.ts';
import type { AccountName } from '../workday/two-accounts-script.ts';
import type { ServiceAnswer, ServiceReady, ServiceRequest } from './service-process.ts';

export interface RemoteService extends DayService {
  /** The service process's resident size (bytes). */
  rss(): Promise<number>;
}

/**
 * Forks `script` (service-process.ts) with `execArgv` (the loader it needs: it runs the
 * simulator's TypeScript) and `args` after the start instant, and waits for it to listen.
 */
export async function remoteService(script: string, execArgv: readonly string[], startIso: string, args: readonly string[] = []): Promise<RemoteService> {
  const child: ChildProcess = fork(script, [startIso, ...args], { execArgv: [...execArgv], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the service process exited (${code})`))));
  exited.catch((e: Error) => {
    for (const w of waiting.values()) w.reject(e);
  });
  const ready = await Promise.race([
    new Promise<ServiceReady['ready']>((resolve) =>
      child.on('message', (m: ServiceAnswer | ServiceReady) => {
        if ('ready' in m) return resolve(m.ready);
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if ('error' in m) w?.reject(new Error(`the service answered: ${m.error}`));
        else w?.resolve(m.value);
      }),
    ),
    exited,
  ]);
  const ask = <T>(op: ServiceRequest['op'], ...args: unknown[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, op, args } satisfies ServiceRequest);
    });
  // Tokens do not change hands: each is asked about once.
  const owners = new Map<string, AccountName>();
  let clockMs = Date.parse(startIso);
  return {
    ...ready,
    accountOfToken: async (token) => {
      const known = owners.get(token);
      if (known !== undefined) return known;
      const name = await ask<AccountName | null>('accountOfToken', token);
      if (name !== null) owners.set(token, name);
      return name;
    },
    runningAccounts: () => ask('runningAccounts'),
    entries: (name) => ask<TimeEntry[]>('entries', name),
    accountUsed: (name, nowMs) => ask('accountUsed', name, nowMs),
    reactivateCampaign: () => ask('reactivateCampaign'),
    calendarCounts: () => ask('calendarCounts'),
    clockAt: async (nowMs) => {
      if (nowMs === clockMs) return;
      clockMs = nowMs;
      await ask('clockAt', nowMs);
    },
    rss: () => ask('memory'),
    close: async () => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      await ask('close');
      await gone;
    },
  };
}
