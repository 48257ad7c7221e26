// The export's machine side in the browser harness (issue 70): what the app takes from
// Electron, faked where a test can steer it. The save dialog answers what a test told it
// (`answer`), else a path in the harness's own `exports` folder, the person asked about
// nothing; the file is written by the app's own writer (main/platform/node/save-file.ts),
// so an existing file is refused there as in the app; the clipboard keeps what was copied.
// PDF is not printed here: the harness has no Chromium of its own to print with (the app
// prints through Electron's, pdf-printer.ts), and says so.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportPorts, SaveChoice, SaveSuggestion } from '../../main/core/accounts/person-export.ts';
import type { OpenPorts } from '../../main/core/accounts/person-activity-files.ts';
import { readTextFile } from '../../main/platform/node/read-text-file.ts';
import { saveFileWhole } from '../../main/platform/node/save-file.ts';

export const HARNESS_NO_PDF = 'PDF is printed by the Stint app through its Chromium; this browser harness has none to print with. Choose CSV or XLSX here, or save the PDF from the app.';

export interface HarnessExport {
  readonly ports: ExportPorts;
  /** The open dialog (a rules file imported): it answers what a test told it (`openAnswer`), else the person cancels; the file is read by the app's reader. */
  readonly openPorts: OpenPorts;
  /** The open dialog's next answer (once); null: the person cancels. */
  openAnswer(path: string | null): void;
  /** The dialog's next answer (once); null: the person cancels. */
  answer(choice: SaveChoice | null): void;
  /** What the dialog was asked to suggest, in order. */
  readonly asked: SaveSuggestion[];
  /** What was put on the clipboard, in order. */
  readonly copied: string[];
}

export function harnessExport(dataDir: string): HarnessExport {
  const answers: (SaveChoice | null)[] = [];
  const opens: (string | null)[] = [];
  const asked: HarnessExport['asked'] = [];
  const copied: string[] = [];
  const folder = join(dataDir, 'exports');
  return {
    asked,
    copied,
    answer: (choice) => void answers.push(choice),
    openAnswer: (path) => void opens.push(path),
    openPorts: { chooseOpenPath: async () => opens.shift() ?? null, readText: readTextFile },
    ports: {
      chooseSavePath: async (suggestion) => {
        asked.push(suggestion);
        if (answers.length > 0) return answers.shift()!;
        mkdirSync(folder, { recursive: true });
        return { path: join(folder, suggestion.name), replaceConfirmed: false };
      },
      saveFile: saveFileWhole,
      copyText: async (text) => void copied.push(text),
      printPdf: null,
      pdfUnavailable: HARNESS_NO_PDF,
    },
  };
}
