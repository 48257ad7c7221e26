// The real engine behind the IPC handlers, as the shell makes it: the Node ports on a fresh
// data folder (the log at debug; the folder deleted after the test), the person's accounts (each other account's token, and the
// calendars' addresses, in a memory store of its own), handlers that admit only the window's
// frame, and everything the window was answered and sent, kept for a search for secrets.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../main/time/clock.ts';
import { nodePorts } from '../../main/platform/node/index.ts';
import { openAccounts } from '../../main/core/accounts/accounts.ts';
import { personStint } from '../../main/core/accounts/person-stint.ts';
import { nodeAccountPorts } from '../../main/platform/node/account-ports.ts';
import { MemorySecretStore } from '../../main/platform/node/memory-secret-store.ts';
import type { CommandChannel } from '../../main/ipc/contract.ts';
import { createIpcHandlers } from '../../main/ipc/handlers.ts';
import { forwardToWindow } from '../../main/ipc/window-events.ts';
import { filesUnder } from './secret-search.ts';

/** `andClose`: what the test serves the engine (the simulator), closed after it. */
export async function engineBehindHandlers(t: { after(fn: () => Promise<void>): void }, clock: Clock, andClose: () => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stint-ipc-'));
  const ports = nodePorts({ dataDir, clock, fetch: (url, init) => globalThis.fetch(url, init), log: { level: 'debug' } });
  // By the key the accounts ask with: another account's, or the calendars' (CALENDARS_SECRET_KEY).
  const otherSecrets = new Map<string, MemorySecretStore>();
  const secretsFor = (key: string) => {
    const store = new MemorySecretStore();
    otherSecrets.set(key, store);
    return store;
  };
  const stint = personStint(await openAccounts(nodeAccountPorts({ first: ports, dataDir, secretsFor }), { appVersion: '0.1.0', platform: 'test', pacing: [] }));
  const windowFrame = { frame: 'stint-window' };
  const failures: unknown[] = [];
  const handlers = createIpcHandlers(stint, { isTrustedSender: (s) => s === windowFrame, onFailure: (_c, e) => failures.push(e) });
  const answers: unknown[] = [];
  const pushed: [string, unknown][] = [];
  const stopForwarding = forwardToWindow(stint, (channel, payload) => pushed.push([channel, payload]));
  let closed = false;
  /** Closes the engine (which sends what it can first), then `andClose`; once. */
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    stopForwarding();
    await stint.close();
    ports.logger.close();
    await andClose();
  };
  t.after(async () => {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    close,
    ports,
    stint,
    otherSecrets,
    failures,
    answers,
    pushed,
    /** Calls a handler as the window does, keeps the answer, and lets the engine finish. */
    async call(channel: CommandChannel, payload: unknown, sender: unknown = windowFrame): Promise<any> {
      const answer = await handlers[channel](sender, payload);
      answers.push(answer);
      await stint.settled();
      return answer;
    },
    /** Everything that crossed to the window or was written down. Call once closed. */
    everythingVisible(): { text: string; files: Record<string, string> } {
      const files = filesUnder(dataDir);
      return { text: JSON.stringify({ answers, pushed, files, notifications: ports.notifier.history }), files };
    },
  };
}
