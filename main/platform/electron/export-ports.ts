// The export's ports in the app (issue 70): the OS save dialog (Electron's), the file written
// whole by the Node writer (../node/save-file.ts), the clipboard, and the PDF printed by
// Chromium (pdf-printer.ts). The dialog asks before a file is replaced: macOS and Windows
// always do, Linux's GTK dialog when told to (`showOverwriteConfirmation`); so a path the
// dialog gives back was confirmed, unless Stint itself added the extension the person left
// off, which names another file the dialog never asked about.

import type { Clipboard, Dialog, SaveDialogOptions } from 'electron';
import { extname, join } from 'node:path';
import type { ExportPorts, SaveFormat, SaveSuggestion } from '../../core/accounts/person-export.ts';
import { saveFileWhole } from '../node/save-file.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

/** The dialog's file type of a format, named in the words of `i18n`. */
function filterOf(format: SaveFormat, i18n: I18n): { readonly name: string; readonly extensions: string[] } {
  switch (format) {
    case 'csv':
      return { name: i18n._({ id: 'shell.save.csv', message: 'CSV (comma-separated values)' }), extensions: ['csv'] };
    case 'xlsx':
      return { name: i18n._({ id: 'shell.save.xlsx', message: 'Excel workbook' }), extensions: ['xlsx'] };
    case 'pdf':
      return { name: i18n._({ id: 'shell.save.pdf', message: 'PDF document' }), extensions: ['pdf'] };
    case 'json':
      return { name: 'JSON', extensions: ['json'] };
  }
}

export interface ElectronExportDeps {
  readonly dialog: Pick<Dialog, 'showSaveDialog'>;
  readonly clipboard: Pick<Clipboard, 'writeText'>;
  /** Where the dialog opens (the person's Documents folder). */
  defaultFolder(): string;
  /** Chromium's print-to-PDF of a page (pdf-printer.ts's printHtmlToPdf). */
  print(html: string): Promise<Uint8Array>;
  /**
   * Once the dialog closed, chosen or cancelled: the shell brings the window back at the
   * Export screen. The popover hides when it loses the focus to the dialog, and shown
   * again it would open at the picker, the words of where the file went out of sight.
   */
  afterDialog(screen: 'export' | 'settings'): void;
  /** The words of the moment the dialog opens (the language in use); English when absent. */
  words?(): I18n;
}

/** The save dialog's options, its words in `i18n` (`title`: the engine's, already worded; absent: a timesheet's). */
export function saveDialogOptions(folder: string, name: string, format: SaveFormat, title: string | undefined, i18n: I18n = sourceWords()): SaveDialogOptions {
  return {
    title: title ?? i18n._({ id: 'shell.save.timesheetTitle', message: 'Save the timesheet' }),
    defaultPath: join(folder, name),
    buttonLabel: i18n._({ id: 'shell.save.button', message: 'Save' }),
    filters: [filterOf(format, i18n)],
    properties: ['showOverwriteConfirmation', 'createDirectory'],
  };
}

export function electronExportPorts(deps: ElectronExportDeps): ExportPorts {
  return {
    async chooseSavePath({ name, format, title, screen }: SaveSuggestion) {
      const options = saveDialogOptions(deps.defaultFolder(), name, format, title, deps.words?.() ?? sourceWords());
      const r = await deps.dialog.showSaveDialog(options).finally(() => deps.afterDialog(screen ?? 'export'));
      if (r.canceled || !r.filePath) return null;
      const ext = `.${format}`;
      if (extname(r.filePath).toLowerCase() === ext) return { path: r.filePath, replaceConfirmed: true };
      return { path: `${r.filePath}${ext}`, replaceConfirmed: false };
    },
    saveFile: saveFileWhole,
    copyText: async (text) => deps.clipboard.writeText(text),
    printPdf: (html) => deps.print(html),
  };
}
