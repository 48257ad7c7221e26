// A click in the tray's Accounts submenu (several accounts): an account uses it through the
// person's facade (`useAccount` with its key); one signed out, and "Add an account…", open
// Settings; malformed ids mean nothing; every enabled item of such a menu means something.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CommandResult } from '../../../main/core/stint-api.ts';
import type { LogLevel } from '../../../main/core/ports.ts';
import { runTrayAction, trayAction, type TrayActionDeps } from '../../../main/core/views/tray-menu-actions.ts';
import { trayModel, type TrayInput, type TrayMenuItem } from '../../../main/core/views/tray-model.ts';
import { entryView } from '../../support/entry-view.ts';
import { syncOk, trayInput } from '../../support/tray-input.ts';
import { accountRow, accountsPanel } from '../../support/accounts-panel.ts';
import { snapshotIn } from '../../support/tray-deps.ts';

const NOW = Date.parse('2025-11-20T15:00:00.000Z');
const SIGNED_IN = { state: 'signed_in', baseUrl: 'https://svc.test', accountId: 'acme', email: 'ann@acme.test', userId: 4, userName: 'Ann', role: 'regular' } as const;
const STUDIO_KEY = 'a1b2c3d4e';
const HOME_KEY = 'a99999999';
const ROWS = [accountRow('main', 'Acme'), accountRow(STUDIO_KEY, 'Studio', { queued: 2 }), accountRow(HOME_KEY, 'Home', { session: 'signed_out' })];

function input(inUse = 'main', over: Partial<TrayInput> = {}): TrayInput {
  return trayInput(SIGNED_IN, syncOk(NOW), { accounts: accountsPanel(ROWS, inUse), ...over });
}

function allItems(menu: readonly TrayMenuItem[]): TrayMenuItem[] {
  return menu.flatMap((i) => [i, ...(i.submenu ? allItems(i.submenu) : [])]);
}

function recorder(answer: CommandResult = { ok: true }) {
  const rec = { calls: [] as string[], told: [] as string[], shown: [] as string[], logs: [] as { level: LogLevel; message: string }[] };
  const never = async (): Promise<never> => {
    throw new Error('not this command');
  };
  const deps = {
    stint: {
      snapshot: snapshotIn(),
      stop: never,
      start: never,
      continueEntry: never,
      signOut: never,
      installUpdate: never,
      answerFocus: never,
      answerStillWorking: never,
      startTodo: never,
      fillGap: never,
      useAccount: async (key: string): Promise<CommandResult> => {
        rec.calls.push(`useAccount ${key}`);
        return answer;
      },
    },
    showWindow: (place: string) => void rec.shown.push(place),
    quit: () => undefined,
    openUrl: () => undefined,
    logger: { log: (level: LogLevel, message: string) => void rec.logs.push({ level, message }) },
    tell: (message: string) => void rec.told.push(message),
  } satisfies TrayActionDeps;
  return { deps, rec };
}

describe('what an Accounts item means', () => {
  test('an account signed in is used by its key; one signed out, and Add an account…, open Settings; a malformed id means nothing', () => {
    assert.deepEqual(trayAction(`account:${STUDIO_KEY}`, input()), { kind: 'use-account', accountKey: STUDIO_KEY });
    assert.deepEqual(trayAction('account:main', input(STUDIO_KEY)), { kind: 'use-account', accountKey: 'main' });
    assert.deepEqual(trayAction(`account:${HOME_KEY}`, input()), { kind: 'show', place: 'settings' });
    assert.deepEqual(trayAction('account-add', input()), { kind: 'show', place: 'accounts' });
    assert.deepEqual(trayAction('accounts', input()), { kind: 'show', place: 'accounts' });
    assert.deepEqual(trayAction(`today-account:${STUDIO_KEY}`, input()), { kind: 'show', place: 'today' });
    // An account the snapshot no longer lists: the facade decides (it refuses one it does not have).
    assert.deepEqual(trayAction('account:a00000000', input()), { kind: 'use-account', accountKey: 'a00000000' });
    // Malformed ones mean nothing, and never throw.
    for (const id of ['account:', 'account:../main', 'account:A1B2C3D4E', 'account:b12345678', 'account:a1234567', 'account:a123456789', 'account:main ']) {
      assert.deepEqual(trayAction(id, input()), { kind: 'unknown', id }, JSON.stringify(id));
    }
  });

  test('every enabled item of a menu of several accounts means something, its accounts included', () => {
    let accountItems = 0;
    const run = entryView('e10', { runningSince: NOW - 60_000 });
    const menus = [input(), input(STUDIO_KEY), input('main', { running: run, todayEntries: [run], accounts: accountsPanel(ROWS, 'main', { key: 'main', projectName: run.projectName }) })];
    for (const s of menus) {
      for (const platform of ['darwin', 'win32', 'linux'] as const) {
        for (const item of allItems(trayModel(s, NOW, platform).menu)) {
          if (!item.enabled || item.submenu || item.type === 'separator') continue;
          assert.notEqual(trayAction(item.id, s).kind, 'unknown', `${platform}: ${item.id}`);
          if (item.id.startsWith('account')) accountItems++;
        }
      }
    }
    // Signed-in Studio, signed-out Home, Add an account…: nine menus, more than one each.
    assert.ok(accountItems >= 18, String(accountItems));
  });
});

describe('choosing an account', () => {
  test("the Studio item of the model's menu calls useAccount with Studio's key, once, and tells nobody", async () => {
    const s = input();
    const item = allItems(trayModel(s, NOW, 'linux').menu).find((i) => i.label.startsWith('Studio') && i.id.startsWith('account:'));
    assert.ok(item && item.enabled);
    const { deps, rec } = recorder();
    assert.deepEqual(await runTrayAction(trayAction(item.id, s), deps), { ok: true });
    assert.deepEqual(rec.calls, [`useAccount ${STUDIO_KEY}`]);
    assert.deepEqual(rec.told, []);
  });

  test('a refusal is told to the person and logged by the key only', async () => {
    const { deps, rec } = recorder({ ok: false, message: 'There is no such account.', fields: {} });
    assert.deepEqual(await runTrayAction({ kind: 'use-account', accountKey: 'a00000000' }, deps), { ok: false, message: 'There is no such account.' });
    assert.deepEqual(rec.told, ['There is no such account.']);
    assert.deepEqual(rec.logs, [{ level: 'info', message: 'tray: command refused' }]);
  });

  test('a facade of one account (no useAccount) refuses, never throws', async () => {
    const { deps, rec } = recorder();
    const { useAccount: _gone, ...one } = deps.stint;
    const outcome = await runTrayAction({ kind: 'use-account', accountKey: STUDIO_KEY }, { ...deps, stint: one });
    assert.equal(outcome.ok, false);
    assert.deepEqual(rec.calls, []);
    assert.equal(rec.told.length, 1);
  });
});
