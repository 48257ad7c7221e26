// The open dialog in the app against a typed fake of Electron's: one JSON file, opening in the
// folder given, titled as asked; a cancel is null; either way the window comes back at Settings.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { electronOpenPorts, type ElectronOpenDeps } from '../../main/platform/electron/open-ports.ts';

function fakes(answer: OpenDialogReturnValue) {
  const asked: OpenDialogOptions[] = [];
  const back: string[] = [];
  const deps: ElectronOpenDeps = {
    dialog: { showOpenDialog: (async (options: OpenDialogOptions) => (asked.push(options), answer)) as ElectronOpenDeps['dialog']['showOpenDialog'] },
    defaultFolder: () => '/home/ada/Documents',
    afterDialog: (screen) => void back.push(screen),
  };
  return { ports: electronOpenPorts(deps), asked, back };
}

test('one JSON file chosen in Documents; the window back at Settings', async () => {
  const f = fakes({ canceled: false, filePaths: ['/home/ada/Documents/rules.json'] });
  assert.equal(await f.ports.chooseOpenPath({ title: 'Import activity rules', format: 'json' }), '/home/ada/Documents/rules.json');
  assert.deepEqual(f.asked, [{ title: 'Import activity rules', defaultPath: '/home/ada/Documents', buttonLabel: 'Import', filters: [{ name: 'JSON', extensions: ['json'] }], properties: ['openFile'] }]);
  assert.deepEqual(f.back, ['settings']);
});

test('a cancelled dialog is null, and the window comes back as after a choice', async () => {
  const f = fakes({ canceled: true, filePaths: [] });
  assert.equal(await f.ports.chooseOpenPath({ title: 'Import activity rules', format: 'json' }), null);
  assert.deepEqual(f.back, ['settings']);
});
