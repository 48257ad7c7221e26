// The PDF printer's Electron side (issue 70), against a typed recording fake of the window:
// what it can check here is the window it asks for (hidden, hardened, no JavaScript), the page
// it loads (the HTML, from a private file that is gone afterwards), what it asks printToPDF for,
// and that the window is destroyed whether the print worked or not. The print itself is
// Chromium's: test/browser/timesheet-pdf.test.ts prints the same page with the same protocol
// call in the headless shell; under a real Electron it has not run here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserWindowConstructorOptions, PrintToPDFOptions } from 'electron';
import { printHtmlToPdf, type PrintingContents, type PrintingWindowLike } from '../../main/platform/electron/pdf-printer.ts';
import { FakeWebContents } from './support/fake-window.ts';

class PrintingFakeContents extends FakeWebContents implements PrintingContents {
  readonly files: { path: string; html: string; mode: number }[] = [];
  readonly prints: PrintToPDFOptions[] = [];
  failPrint: Error | null = null;

  override loadFile(path: string): Promise<void> {
    this.files.push({ path, html: readFileSync(path, 'utf8'), mode: statSync(path).mode & 0o777 });
    return Promise.resolve();
  }

  override printToPDF(options: PrintToPDFOptions): Promise<Buffer> {
    this.prints.push(options);
    return this.failPrint ? Promise.reject(this.failPrint) : Promise.resolve(Buffer.from('%PDF-1.7 fake'));
  }
}

function recordingWindows(failPrint: Error | null = null) {
  const made: FakePrintWindow[] = [];
  class FakePrintWindow implements PrintingWindowLike {
    readonly webContents = new PrintingFakeContents();
    destroyed = false;
    constructor(readonly options: BrowserWindowConstructorOptions) {
      this.webContents.failPrint = failPrint;
      made.push(this);
    }
    destroy(): void {
      this.destroyed = true;
    }
    isDestroyed(): boolean {
      return this.destroyed;
    }
  }
  const logged: string[] = [];
  return { made, deps: { BrowserWindow: FakePrintWindow, openExternal: () => undefined, logger: { log: (_: string, message: string) => void logged.push(message) } } };
}

const HTML = '<!doctype html><title>Timesheet</title><p>Zoë · شركة النور · 中村</p>';

test('prints the page from a private file on a hidden window without JavaScript, then destroys the window and the file', async () => {
  const { made, deps } = recordingWindows();
  const bytes = await printHtmlToPdf(deps, HTML);
  assert.equal(Buffer.from(bytes).toString(), '%PDF-1.7 fake');
  assert.equal(made.length, 1);
  const [window] = made;
  assert.equal(window!.options.show, false);
  const prefs = window!.options.webPreferences!;
  assert.equal(prefs.javascript, false);
  assert.equal(prefs.preload, undefined, 'no preload: the page gets no bridge');
  assert.deepEqual([prefs.sandbox, prefs.contextIsolation, prefs.nodeIntegration, prefs.webSecurity, prefs.devTools], [true, true, false, true, false]);
  const [file] = window!.webContents.files;
  assert.equal(file!.html, HTML, 'the page as given, in UTF-8');
  assert.equal(file!.mode, 0o600);
  assert.ok(!existsSync(dirname(file!.path)), 'the temporary folder is gone');
  assert.deepEqual(window!.webContents.prints, [{ preferCSSPageSize: true, printBackground: true, displayHeaderFooter: false, generateTaggedPDF: true }]);
  assert.equal(window!.destroyed, true);
  assert.equal(window!.webContents.listenerCount('will-navigate'), 1, 'the contents guard is on it');
  assert.notEqual(window!.webContents.windowOpenHandler, null);
});

test('a print that fails is said to the caller; the window and the file are gone all the same', async () => {
  const { made, deps } = recordingWindows(new Error('Printing failed'));
  await assert.rejects(printHtmlToPdf(deps, HTML), /Printing failed/);
  assert.equal(made[0]!.destroyed, true);
  assert.ok(!existsSync(dirname(made[0]!.webContents.files[0]!.path)));
});
