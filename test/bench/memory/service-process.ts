// The service of bench:memory's day in a process of its own (node --import tsx, forked by
// remote-service.ts): the simulator and the person's calendar, seeded as day-extras.ts says,
// answering the day's questions (day-service.ts) over the IPC channel. Its clock stands still
// but when the day moves it (`clockAt`), as the in-process simulator's manual clock does.

import { ManualClock } from '../../support/manual-clock.ts';
import { openService } from '../workday/day-service.ts';
import { calendar, seedProjects } from './day-extras.ts';

export interface ServiceRequest {
  readonly id: number;
  readonly op: 'accountOfToken' | 'runningAccounts' | 'entries' | 'accountUsed' | 'reactivateCampaign' | 'calendarCounts' | 'clockAt' | 'close' | 'memory';
  readonly args: readonly unknown[];
}
export type ServiceAnswer = { readonly id: number; readonly value: unknown } | { readonly id: number; readonly error: string };
/** The first message: where the service listens. */
export interface ServiceReady {
  readonly ready: { readonly baseUrl: string; readonly calendarAddress: string; readonly campaignId: number };
}

const [startIso, projects] = process.argv.slice(2);
const count = projects === undefined ? null : (JSON.parse(projects) as { more: number } | { inAll: number });
if (startIso === undefined || Number.isNaN(Date.parse(startIso)) || count === null) throw new Error('usage: service-process.ts <start instant, ISO 8601> <projects: {"more":n} or {"inAll":n}>');
const clock = new ManualClock(Date.parse(startIso));
const { service } = await openService(clock, startIso, { seed: seedProjects(count), calendar });
let closing: Promise<void> | null = null;
const close = () => (closing ??= service.close());
const send = (m: ServiceAnswer | ServiceReady) => process.send!(m);

const ops: Record<ServiceRequest['op'], (...args: never[]) => Promise<unknown>> = {
  accountOfToken: service.accountOfToken,
  runningAccounts: service.runningAccounts,
  entries: service.entries,
  accountUsed: service.accountUsed,
  reactivateCampaign: service.reactivateCampaign,
  calendarCounts: service.calendarCounts,
  clockAt: async (nowMs: number) => {
    if (nowMs > clock.now()) await clock.advance(nowMs - clock.now());
  },
  close,
  // The service's own share, printed beside the engine's.
  memory: async () => process.memoryUsage().rss,
};

process.on('message', (m: ServiceRequest) => {
  const op = ops[m.op];
  op(...(m.args as never[])).then(
    (value) => {
      send({ id: m.id, value });
      // Nothing left to hold the process: it ends.
      if (m.op === 'close') process.disconnect();
    },
    (e: unknown) => send({ id: m.id, error: e instanceof Error ? e.message : String(e) }),
  );
});
// The engine's process gone (it failed, or was stopped): nothing is left to answer.
process.once('disconnect', () => void close().finally(() => process.exit(0)));
send({ ready: { baseUrl: service.baseUrl, calendarAddress: service.calendarAddress, campaignId: service.campaignId } });
