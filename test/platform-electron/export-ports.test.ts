// The export's ports in the app against typed fakes of Electron's dialog and clipboard: the save
// dialog is asked to confirm a replace (Linux's GTK dialog does only when told), opens in the
// folder given with the format's file type; a path it gives back counts as confirmed, one
// Stint had to add the extension to does not (the dialog never asked about that file); a
// cancel is null; either way the window is brought back (the popover hid when the dialog took
// the focus); "Copy as text" writes the clipboard; the PDF goes to the printer given.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { electronExportPorts, type ElectronExportDeps } from '../../main/platform/electron/export-ports.ts';

function fakes(answer: SaveDialogReturnValue) {
  const asked: SaveDialogOptions[] = [];
  const copied: string[] = [];
  const printed: string[] = [];
  const back: string[] = [];
  const deps: ElectronExportDeps = {
    dialog: { showSaveDialog: (async (options: SaveDialogOptions) => (asked.push(options), answer)) as ElectronExportDeps['dialog']['showSaveDialog'] },
    clipboard: { writeText: async (text: string) => void copied.push(text) },
    defaultFolder: () => '/home/ada/Documents',
    print: async (html) => (printed.push(html), new Uint8Array([37, 80, 68, 70])),
    afterDialog: () => void back.push(`back after ${asked.length} dialog(s)`),
  };
  return { ports: electronExportPorts(deps), asked, copied, printed, back };
}

test('the dialog asks before replacing, opens in Documents with the suggested name and the format as its file type; its path counts as confirmed', async () => {
  const f = fakes({ canceled: false, filePath: '/home/ada/Documents/acme.xlsx' });
  assert.deepEqual(await f.ports.chooseSavePath({ name: 'timesheet 2026-10-01 to 2026-10-31.xlsx', format: 'xlsx' }), { path: '/home/ada/Documents/acme.xlsx', replaceConfirmed: true });
  assert.equal(f.asked.length, 1);
  assert.deepEqual(f.asked[0]!.properties, ['showOverwriteConfirmation', 'createDirectory']);
  assert.equal(f.asked[0]!.defaultPath, join('/home/ada/Documents', 'timesheet 2026-10-01 to 2026-10-31.xlsx'));
  assert.deepEqual(f.asked[0]!.filters, [{ name: 'Excel workbook', extensions: ['xlsx'] }]);
  assert.deepEqual(f.back, ['back after 1 dialog(s)'], 'the window brought back once the dialog closed');
});

test("a name typed without the extension gets it, and that file is not taken as confirmed (the dialog asked about another)", async () => {
  const f = fakes({ canceled: false, filePath: '/home/ada/acme' });
  assert.deepEqual(await f.ports.chooseSavePath({ name: 'timesheet.csv', format: 'csv' }), { path: '/home/ada/acme.csv', replaceConfirmed: false });
  const upper = fakes({ canceled: false, filePath: '/home/ada/ACME.CSV' });
  assert.deepEqual(await upper.ports.chooseSavePath({ name: 'timesheet.csv', format: 'csv' }), { path: '/home/ada/ACME.CSV', replaceConfirmed: true });
});

test('a cancelled dialog is null, and the window comes back as after a choice', async () => {
  const cancelled = fakes({ canceled: true, filePath: '' });
  assert.equal(await cancelled.ports.chooseSavePath({ name: 'timesheet.pdf', format: 'pdf' }), null);
  assert.deepEqual(cancelled.back, ['back after 1 dialog(s)']);
  assert.equal(await fakes({ canceled: false, filePath: '' }).ports.chooseSavePath({ name: 'timesheet.pdf', format: 'pdf' }), null);
});

test('"Copy as text" writes the clipboard; a PDF is printed by the printer given', async () => {
  const f = fakes({ canceled: true, filePath: '' });
  await f.ports.copyText('Timesheet\nTotal  7:32\n');
  assert.deepEqual(f.copied, ['Timesheet\nTotal  7:32\n']);
  assert.ok(f.ports.printPdf);
  assert.deepEqual([...(await f.ports.printPdf('<html></html>'))], [37, 80, 68, 70]);
  assert.deepEqual(f.printed, ['<html></html>']);
});

test("a file of the activity record (issue 73): JSON as its file type, the dialog titled as asked, the window back at Settings", async () => {
  const screens: string[] = [];
  const asked: SaveDialogOptions[] = [];
  const ports = electronExportPorts({
    dialog: { showSaveDialog: (async (options: SaveDialogOptions) => (asked.push(options), { canceled: false, filePath: '/home/ada/rules' })) as ElectronExportDeps['dialog']['showSaveDialog'] },
    clipboard: { writeText: async () => undefined },
    defaultFolder: () => '/home/ada/Documents',
    print: async () => new Uint8Array(),
    afterDialog: (screen) => void screens.push(screen),
  });
  assert.deepEqual(await ports.chooseSavePath({ name: 'activity rules.json', format: 'json', title: 'Save the activity rules', screen: 'settings' }), { path: '/home/ada/rules.json', replaceConfirmed: false });
  assert.deepEqual([asked[0]!.title, asked[0]!.filters], ['Save the activity rules', [{ name: 'JSON', extensions: ['json'] }]]);
  assert.deepEqual(screens, ['settings']);
  await ports.chooseSavePath({ name: 'timesheet.csv', format: 'csv' });
  assert.deepEqual([asked[1]!.title, screens[1]], ['Save the timesheet', 'export'], "a timesheet's as before");
});
