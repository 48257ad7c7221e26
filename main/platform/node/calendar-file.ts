// A local .ics file read for the calendar room (its CalendarFiles port, main/core/ports.ts):
// sized before it is read, so a wrong pick (a disk image renamed .ics) costs nothing, and
// each problem said in a sentence naming only the file's base name (a path can say more
// about the person than the window should repeat), in the words the book hands in.
//
// The port's type is not imported here: the drivers reach main/core only through the facade
// and the shared types (test/project/core-layout.test.ts). Its test holds this to the shape.
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { sourceWords, type I18n } from '../../i18n/words.ts';

export type CalendarFileRead = { readonly ok: true; readonly text: string; readonly modifiedAt: number } | { readonly ok: false; readonly message: string };

/** `i18n`: the words a problem is said in (English when absent). */
export async function readCalendarFile(path: string, maxBytes: number, i18n: I18n = sourceWords()): Promise<CalendarFileRead> {
  const name = basename(path);
  let file: FileHandle | undefined;
  try {
    // Opened once and sized through the handle: the file sized is the file read.
    file = await open(path, 'r');
    const info = await file.stat();
    if (info.isDirectory()) return refuse(folderWords(name, i18n));
    if (!info.isFile()) return refuse(i18n._({ id: 'calendar.file.notFile', message: '“{file}” is not a regular file. Pick the calendar’s .ics file.', values: { file: name } }));
    const tooLarge = refuse(i18n._({ id: 'calendar.file.tooLarge', message: '“{file}” is larger than the {size} Stint reads. Export the calendar with fewer past events, or pick a smaller file.', values: { file: name, size: sizeText(maxBytes) } }));
    if (info.size > maxBytes) return tooLarge;
    const bytes = await file.readFile();
    // It may have grown since it was sized.
    if (bytes.byteLength > maxBytes) return tooLarge;
    // The decoder drops a BOM; bytes that are not UTF-8 become U+FFFD rather than a failure.
    return { ok: true, text: new TextDecoder('utf-8').decode(bytes), modifiedAt: Math.trunc(info.mtimeMs) };
  } catch (e) {
    return refuse(problem(name, (e as NodeJS.ErrnoException).code, i18n));
  } finally {
    await file?.close().catch(() => undefined);
  }
}

export const nodeCalendarFiles = { read: readCalendarFile };

function problem(file: string, code: string | undefined, i18n: I18n): string {
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return i18n._({ id: 'calendar.file.missing', message: 'There is no file “{file}” where Stint looked: it may have been moved, renamed or deleted: add the file again from where it is now.', values: { file } });
    case 'EACCES':
    case 'EPERM':
      return i18n._({ id: 'calendar.file.notAllowed', message: 'Stint is not allowed to read “{file}”. Allow reading it in its permissions, or pick a copy Stint may read.', values: { file } });
    case 'EISDIR':
      return folderWords(file, i18n);
    default:
      return code
        ? i18n._({ id: 'calendar.file.unreadableCode', message: 'Stint could not read “{file}” ({code}). Try again, or pick the calendar file again.', values: { file, code } })
        : i18n._({ id: 'calendar.file.unreadable', message: 'Stint could not read “{file}”. Try again, or pick the calendar file again.', values: { file } });
  }
}

const folderWords = (file: string, i18n: I18n): string => i18n._({ id: 'calendar.file.folder', message: '“{file}” is a folder, not a calendar file. Pick the .ics file inside it.', values: { file } });

function sizeText(bytes: number): string {
  return bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

function refuse(message: string): CalendarFileRead {
  return { ok: false, message };
}
