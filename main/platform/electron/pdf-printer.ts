// A page of HTML printed to PDF bytes by Chromium, for the timesheet laid out for a client
// (issue 70: main/core/timesheets/sheet-html.ts makes the page). A hidden window of its own,
// with no preload, no Node and no JavaScript at all (the page is text the person and the
// service wrote; it needs none), loads the page from a file in a private temporary folder
// (a data: URL is capped at 2 MB, less than a month of a busy person's entries) and prints it
// with the page's own @page size and margin boxes (the page numbers). The window and the file
// are gone afterwards, whether the print worked or not.
//
// No runtime import of 'electron': the shell passes the BrowserWindow class in; the test
// passes a typed recording fake (test/platform-electron/pdf-printer.test.ts). The window's
// export prints through it (export-ports.ts, wired in shell.ts); `stint export` is a later step.

// One line: the layering check reads imports line by line.
import type { BrowserWindow, BrowserWindowConstructorOptions, PrintToPDFOptions, WebContents } from 'electron';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guardWebContents, type ContentsGuardDeps, type GuardedContents } from './contents-guard.ts';
import { hardenedWebPreferences } from './window-factory.ts';

/** The parts of a webContents the printer uses. */
export interface PrintingContents extends GuardedContents, Pick<WebContents, 'loadFile' | 'printToPDF'> {}

/** The parts of a BrowserWindow the printer uses. */
export interface PrintingWindowLike extends Pick<BrowserWindow, 'destroy' | 'isDestroyed'> {
  readonly webContents: PrintingContents;
}

export interface PdfPrinterDeps<W extends PrintingWindowLike = PrintingWindowLike> extends ContentsGuardDeps {
  /** Electron's `BrowserWindow` (or a fake of it). */
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => W;
}

/** The print window: never shown, A4-ish, the window's hardening less the preload, and no JavaScript. */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  const { preload: _none, ...preferences } = hardenedWebPreferences('');
  return { show: false, width: 794, height: 1123, webPreferences: { ...preferences, javascript: false } };
}

/** A4 unless the page says otherwise; page numbers are the page's (@page margin boxes), not Chromium's header and footer. */
export const PRINT_OPTIONS: PrintToPDFOptions = { preferCSSPageSize: true, printBackground: true, displayHeaderFooter: false, generateTaggedPDF: true };

export async function printHtmlToPdf<W extends PrintingWindowLike>(deps: PdfPrinterDeps<W>, html: string): Promise<Uint8Array> {
  const folder = await mkdtemp(join(tmpdir(), 'stint-print-'));
  try {
    const page = join(folder, 'timesheet.html');
    await writeFile(page, html, { encoding: 'utf8', mode: 0o600 });
    const window = new deps.BrowserWindow(printWindowOptions());
    try {
      guardWebContents(window.webContents, deps);
      await window.webContents.loadFile(page);
      return new Uint8Array(await window.webContents.printToPDF(PRINT_OPTIONS));
    } finally {
      if (!window.isDestroyed()) window.destroy();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
