// The activity record's files from the window (issue 73, item 4): the record of a range and the
// rules saved through the OS save dialog, and rules imported from a file the open dialog gives.
// The contents are the facade's own (`exportActivity`, `exportActivityRules`,
// `importActivityRules`, which the command line calls too): this adds only the dialogs and the
// file, written whole or not at all and never over a file unasked, as a timesheet's is.

import type { ActivityCommands, ActivityExportInput } from '../stint-api.ts';
import type { ExportAnswer, ExportPorts } from './person-export.ts';

/** The most a rules file read holds: a thousand rules are far less. */
export const MAX_RULES_FILE_BYTES = 4_000_000;

/** A file's text, or why not: none there, larger than asked, or unreadable (the error's code). */
export type TextRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: 'missing' | 'too_large' | 'unreadable'; readonly detail: string };

/** What an import needs of the machine: the OS open dialog and the file's text (the shell's, or the harness's fakes). */
export interface OpenPorts {
  /** The OS open dialog for one file of `format`; null: the person cancelled. */
  chooseOpenPath(ask: { readonly title: string; readonly format: 'json' }): Promise<string | null>;
  /** The file's text as UTF-8, refused past `maxBytes` before it is read. */
  readText(path: string, maxBytes: number): Promise<TextRead>;
}

/** A rules file imported: how many added or changed, the refused ones by place with why, in words. */
export type RulesImportAnswer =
  | { readonly ok: true; readonly message: string; readonly added: number; readonly changed: number; readonly refused: readonly { readonly n: number; readonly why: string }[] }
  | { readonly ok: false; readonly message: string; readonly cancelled?: boolean };

/** The window's commands for the record's files (the IPC contract's `saveActivityRecord`, `saveActivityRules`, `importActivityRulesFile`). */
export interface ActivityFileCommands {
  saveActivityRecord(input: ActivityExportInput): Promise<ExportAnswer>;
  saveActivityRules(): Promise<ExportAnswer>;
  importActivityRulesFile(): Promise<RulesImportAnswer>;
}

export const NO_FILE_PORTS = 'Saving and opening files need the Stint app: this run has no file dialog.';

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const NOT_CHOSEN = { ok: false, cancelled: true, message: 'Nothing was done: no file was chosen.' } as const;

export class ActivityFiles implements ActivityFileCommands {
  constructor(
    private readonly person: Pick<ActivityCommands, 'exportActivity' | 'exportActivityRules' | 'importActivityRules'>,
    private readonly save: ExportPorts | null,
    private readonly open: OpenPorts | null,
  ) {}

  async saveActivityRecord(input: ActivityExportInput): Promise<ExportAnswer> {
    const r = await this.person.exportActivity(input);
    if (!r.ok) return { ok: false, message: r.message };
    const range = input.from === input.to ? input.from : `${input.from} to ${input.to}`;
    // An empty file says nothing the person can use: said before any dialog opens.
    if ((r.rows ?? 0) === 0) return { ok: false, message: `Nothing was saved: the record keeps nothing from ${range} (after your exclusions).` };
    const what = `${count(r.rows ?? 0, 'stretch', 'stretches')} of ${count(r.days ?? 0, 'day', 'days')}`;
    return this.write(r.content ?? '', { name: `activity ${range}.${input.format}`, format: input.format, title: 'Save the activity record' }, what);
  }

  async saveActivityRules(): Promise<ExportAnswer> {
    const r = await this.person.exportActivityRules();
    if (!r.ok) return { ok: false, message: r.message };
    if ((r.count ?? 0) === 0) return { ok: false, message: 'Nothing was saved: you have no rules yet.' };
    return this.write(r.content ?? '', { name: 'activity rules.json', format: 'json', title: 'Save the activity rules' }, count(r.count ?? 0, 'rule', 'rules'));
  }

  async importActivityRulesFile(): Promise<RulesImportAnswer> {
    if (this.open === null) return { ok: false, message: NO_FILE_PORTS };
    const path = await this.open.chooseOpenPath({ title: 'Import activity rules', format: 'json' });
    if (path === null) return NOT_CHOSEN;
    const read = await this.open.readText(path, MAX_RULES_FILE_BYTES);
    if (!read.ok) return { ok: false, message: readProblem(path, read) };
    const r = await this.person.importActivityRules(read.text);
    if (!r.ok) return { ok: false, message: `Nothing was imported from ${path}: ${r.message}` };
    const refused = r.refused ?? [];
    return { ok: true, added: r.added ?? 0, changed: r.changed ?? 0, refused, message: importWords(r.added ?? 0, r.changed ?? 0, refused) };
  }

  private async write(content: string, suggestion: Parameters<ExportPorts['chooseSavePath']>[0], what: string): Promise<ExportAnswer> {
    const ports = this.save;
    if (ports === null) return { ok: false, message: NO_FILE_PORTS };
    const choice = await ports.chooseSavePath({ ...suggestion, screen: 'settings' });
    if (choice === null) return { ok: false, cancelled: true, message: 'Not saved: no file was chosen.' };
    const written = await ports.saveFile(choice.path, new TextEncoder().encode(content), choice.replaceConfirmed);
    if (written === 'exists') return { ok: false, message: `Not saved: a file is already at ${choice.path}, and Stint replaces one only when you say so. Save again and choose another name, or confirm Replace in the dialog.` };
    return { ok: true, path: choice.path, message: `Saved ${what} to ${choice.path}.` };
  }
}

/** Why a rules file could not be read, with what to give instead. */
export function readProblem(path: string, read: Extract<TextRead, { ok: false }>): string {
  if (read.problem === 'missing') return `There is no file ${path}: give a file that Export rules… wrote.`;
  if (read.problem === 'too_large') return `${path} is ${read.detail}, larger than a file of rules can be: give a file that Export rules… wrote.`;
  return `${path} could not be read (${read.detail}): nothing was imported.`;
}

/** "3 rules added, 1 refused: rule 4: Its projectId is not a project’s number." */
export function importWords(added: number, changed: number, refused: readonly { readonly n: number; readonly why: string }[]): string {
  const kept = [`${count(added, 'rule', 'rules')} added`, ...(changed > 0 ? [`${changed} changed (the same match and account)`] : [])].join(', ');
  if (refused.length === 0) return `${kept}.`;
  return `${kept}, ${refused.length} refused: ${refused.map((b) => `rule ${b.n}: ${b.why}`).join(' ')}`;
}
