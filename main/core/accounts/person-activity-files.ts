// The activity record's files from the window (issue 73, item 4): the record of a range and the
// rules saved through the OS save dialog, and rules imported from a file the open dialog gives.
// The contents are the facade's own (`exportActivity`, `exportActivityRules`,
// `importActivityRules`, which the command line calls too): this adds only the dialogs and the
// file, written whole or not at all and never over a file unasked, as a timesheet's is.

import type { ActivityCommands, ActivityExportInput } from '../stint-api.ts';
import type { ExportAnswer, ExportPorts } from './person-export.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

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

const noFilePorts = (i18n: I18n): string => i18n._({ id: 'activityFiles.noPorts', message: 'Saving and opening files need the Stint app: this run has no file dialog.' });

/** Said where the run has no file dialog (the command line on its own), in English. */
export const NO_FILE_PORTS = noFilePorts(sourceWords());

export class ActivityFiles implements ActivityFileCommands {
  constructor(
    private readonly person: Pick<ActivityCommands, 'exportActivity' | 'exportActivityRules' | 'importActivityRules'>,
    private readonly save: ExportPorts | null,
    private readonly open: OpenPorts | null,
    /** The words of the person's language now (the snapshot's). */
    private readonly words: () => I18n = sourceWords,
  ) {}

  async saveActivityRecord(input: ActivityExportInput): Promise<ExportAnswer> {
    const i18n = this.words();
    const r = await this.person.exportActivity(input);
    if (!r.ok) return { ok: false, message: r.message };
    // The file's name stays as it is in every language: the same file for whoever reads it.
    const range = input.from === input.to ? input.from : `${input.from} to ${input.to}`;
    const dates = input.from === input.to ? input.from : i18n._({ id: 'export.period', message: '{from} to {to}', values: { from: input.from, to: input.to } });
    // An empty file says nothing the person can use: said before any dialog opens.
    if ((r.rows ?? 0) === 0) return { ok: false, message: i18n._({ id: 'activityFiles.empty', message: 'Nothing was saved: the record keeps nothing from {dates} (after your exclusions).', values: { dates } }) };
    const what = i18n._({ id: 'activityFiles.stretches', message: '{rows, plural, one {{rows} stretch} other {{rows} stretches}} of {days, plural, one {{days} day} other {{days} days}}', values: { rows: r.rows ?? 0, days: r.days ?? 0 } });
    const title = i18n._({ id: 'activityFiles.saveRecordTitle', message: 'Save the activity record' });
    return this.write(r.content ?? '', { name: `activity ${range}.${input.format}`, format: input.format, title }, what, i18n);
  }

  async saveActivityRules(): Promise<ExportAnswer> {
    const i18n = this.words();
    const r = await this.person.exportActivityRules();
    if (!r.ok) return { ok: false, message: r.message };
    if ((r.count ?? 0) === 0) return { ok: false, message: i18n._({ id: 'activityFiles.noRules', message: 'Nothing was saved: you have no rules yet.' }) };
    const title = i18n._({ id: 'activityFiles.saveRulesTitle', message: 'Save the activity rules' });
    return this.write(r.content ?? '', { name: 'activity rules.json', format: 'json', title }, rulesWord(r.count ?? 0, i18n), i18n);
  }

  async importActivityRulesFile(): Promise<RulesImportAnswer> {
    const i18n = this.words();
    if (this.open === null) return { ok: false, message: noFilePorts(i18n) };
    const path = await this.open.chooseOpenPath({ title: i18n._({ id: 'activityFiles.importTitle', message: 'Import activity rules' }), format: 'json' });
    if (path === null) return { ok: false, cancelled: true, message: i18n._({ id: 'activityFiles.notChosen', message: 'Nothing was done: no file was chosen.' }) };
    const read = await this.open.readText(path, MAX_RULES_FILE_BYTES);
    if (!read.ok) return { ok: false, message: readProblem(path, read, i18n) };
    const r = await this.person.importActivityRules(read.text);
    if (!r.ok) return { ok: false, message: i18n._({ id: 'activityFiles.notImported', message: 'Nothing was imported from {path}: {why}', values: { path, why: r.message } }) };
    const refused = r.refused ?? [];
    return { ok: true, added: r.added ?? 0, changed: r.changed ?? 0, refused, message: importWords(r.added ?? 0, r.changed ?? 0, refused, i18n) };
  }

  private async write(content: string, suggestion: Parameters<ExportPorts['chooseSavePath']>[0], what: string, i18n: I18n): Promise<ExportAnswer> {
    const ports = this.save;
    if (ports === null) return { ok: false, message: noFilePorts(i18n) };
    const choice = await ports.chooseSavePath({ ...suggestion, screen: 'settings' });
    if (choice === null) return { ok: false, cancelled: true, message: i18n._({ id: 'export.noFileChosen', message: 'Not saved: no file was chosen.' }) };
    const written = await ports.saveFile(choice.path, new TextEncoder().encode(content), choice.replaceConfirmed);
    if (written === 'exists') {
      return { ok: false, message: i18n._({ id: 'activityFiles.exists', message: 'Not saved: a file is already at {path}, and Stint replaces one only when you say so. Save again and choose another name, or confirm Replace in the dialog.', values: { path: choice.path } }) };
    }
    return { ok: true, path: choice.path, message: i18n._({ id: 'activityFiles.saved', message: 'Saved {what} to {path}.', values: { what, path: choice.path } }) };
  }
}

/** Why a rules file could not be read, with what to give instead. */
export function readProblem(path: string, read: Extract<TextRead, { ok: false }>, i18n: I18n = sourceWords()): string {
  if (read.problem === 'missing') return i18n._({ id: 'activityFiles.missing', message: 'There is no file {path}: give a file that Export rules… wrote.', values: { path } });
  if (read.problem === 'too_large') return i18n._({ id: 'activityFiles.tooLarge', message: '{path} is {size}, larger than a file of rules can be: give a file that Export rules… wrote.', values: { path, size: read.detail } });
  return i18n._({ id: 'activityFiles.unreadable', message: '{path} could not be read ({why}): nothing was imported.', values: { path, why: read.detail } });
}

/** "3 rules", in the words of `i18n`. */
const rulesWord = (count: number, i18n: I18n): string => i18n._({ id: 'activityFiles.rules', message: '{count, plural, one {{count} rule} other {{count} rules}}', values: { count } });

/** "3 rules added, 1 refused: rule 4: Its projectId is not a project’s number." */
export function importWords(added: number, changed: number, refused: readonly { readonly n: number; readonly why: string }[], i18n: I18n = sourceWords()): string {
  const values = { added, changed, refused: refused.length };
  if (refused.length === 0) {
    return changed > 0
      ? i18n._({ id: 'activityFiles.imported.changed', message: '{added, plural, one {{added} rule} other {{added} rules}} added, {changed} changed (the same match and account).', values })
      : i18n._({ id: 'activityFiles.imported', message: '{added, plural, one {{added} rule} other {{added} rules}} added.', values });
  }
  const which = refused.map((b) => i18n._({ id: 'activityFiles.refusedRule', message: 'rule {n}: {why}', values: { n: b.n, why: b.why } })).join(' ');
  return changed > 0
    ? i18n._({ id: 'activityFiles.importedRefused.changed', message: '{added, plural, one {{added} rule} other {{added} rules}} added, {changed} changed (the same match and account), {refused} refused: {which}', values: { ...values, which } })
    : i18n._({ id: 'activityFiles.importedRefused', message: '{added, plural, one {{added} rule} other {{added} rules}} added, {refused} refused: {which}', values: { ...values, which } });
}
