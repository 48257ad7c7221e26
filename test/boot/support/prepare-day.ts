// The evening before bench:launch's morning (launch-child.ts, STINT_LAUNCH_MODE=prepare): what
// a person's day leaves in the data folder.

import type { PersonStint } from '../../../main/core/stint-api.ts';
import type { fake as bootFake } from './fake-electron.ts';
import { STUDIO_ACCOUNT_ID } from '../../sim/demo-studio.ts';
import { DEMO } from '../../support/sim-fixture.ts';

/** Two accounts signed in, projects and entries read (the caches), then a morning's actions offline (the queue). */
export async function prepareDay(stint: PersonStint, fake: Pick<typeof bootFake, 'fetch'>, report: (m: Record<string, unknown>) => void): Promise<void> {
  const baseUrl = process.env.STINT_LAUNCH_SERVICE ?? '';
  const must = async (what: string, r: Promise<{ ok: boolean }>) => {
    const answer = await r;
    if (!answer.ok) throw new Error(`prepare: ${what} refused: ${JSON.stringify(answer)}`);
  };
  await must('sign in', stint.signIn({ baseUrl, email: DEMO.admin, password: DEMO.password, accountId: DEMO.accountId }));
  await must('add the studio', stint.addAccount({ label: 'Studio', baseUrl, email: DEMO.admin, password: DEMO.password, accountId: STUDIO_ACCOUNT_ID }));
  await stint.settled();
  const projects = stint.snapshot().projects.filter((p) => p.active && !p.requiredTask);
  if (projects.length < 2) throw new Error(`prepare: the demo account shows ${projects.length} projects`);
  // Online: a run sent, so today and the recent list hold entries of the service.
  await must('start', stint.start({ projectId: projects[0]!.id, description: 'Standup notes' }));
  await stint.settled();
  await must('stop', stint.stop());
  await stint.settled();
  // Offline from here: every action waits in the outbox for the morning.
  fake.fetch = async () => {
    throw new TypeError('fetch failed');
  };
  const today = stint.snapshot().today;
  for (const [i, hour] of ['08', '09', '10', '11', '13', '14'].entries()) {
    await must(`manual entry ${i}`, stint.addManualEntry({ date: today, projectId: projects[i % projects.length]!.id, description: `Offline work ${i + 1}`, start: `${hour}:00`, end: `${hour}:45`, confirmFutureEnd: true, confirmOverlap: true }));
  }
  await must('start offline', stint.start({ projectId: projects[1]!.id, description: 'Writing the report' }));
  const s = stint.snapshot();
  report({ prepared: { accounts: s.accounts?.rows.length ?? 1, projects: projects.length, queued: s.sync.queued, running: s.running?.description ?? null } });
}

