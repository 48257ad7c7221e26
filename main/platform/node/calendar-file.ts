// A local .ics file read for the calendar room (its CalendarFiles port, main/core/ports.ts):
// sized before it is read, so a wrong pick (a disk image renamed .ics) costs nothing, and
// each problem said in a sentence naming only the file's base name (a path can say more
// about the person than the window should repeat).
//
// The port's type is not imported here: the drivers reach main/core only through the facade
// and the shared types (test/project/core-layout.test.ts). Its test holds this to the shape.
import { open, type FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';

export type CalendarFileRead = { readonly ok: true; readonly text: string; readonly modifiedAt: number } | { readonly ok: false; readonly message: string };

export async function readCalendarFile(path: string, maxBytes: number): Promise<CalendarFileRead> {
  const name = `“${basename(path)}”`;
  let file: FileHandle | undefined;
  try {
    // Opened once and sized through the handle: the file sized is the file read.
    file = await open(path, 'r');
    const info = await file.stat();
    if (info.isDirectory()) return refuse(`${name} is a folder, not a calendar file. Pick the .ics file inside it.`);
    if (!info.isFile()) return refuse(`${name} is not a regular file. Pick the calendar's .ics file.`);
    const tooLarge = refuse(`${name} is larger than the ${sizeText(maxBytes)} Stint reads. Export the calendar with fewer past events, or pick a smaller file.`);
    if (info.size > maxBytes) return tooLarge;
    const bytes = await file.readFile();
    // It may have grown since it was sized.
    if (bytes.byteLength > maxBytes) return tooLarge;
    // The decoder drops a BOM; bytes that are not UTF-8 become U+FFFD rather than a failure.
    return { ok: true, text: new TextDecoder('utf-8').decode(bytes), modifiedAt: Math.trunc(info.mtimeMs) };
  } catch (e) {
    return refuse(problem(name, (e as NodeJS.ErrnoException).code));
  } finally {
    await file?.close().catch(() => undefined);
  }
}

export const nodeCalendarFiles = { read: readCalendarFile };

function problem(name: string, code: string | undefined): string {
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `There is no file ${name} where Stint looked: it may have been moved, renamed or deleted: add the file again from where it is now.`;
    case 'EACCES':
    case 'EPERM':
      return `Stint is not allowed to read ${name}. Allow reading it in its permissions, or pick a copy Stint may read.`;
    case 'EISDIR':
      return `${name} is a folder, not a calendar file. Pick the .ics file inside it.`;
    default:
      return `Stint could not read ${name}${code ? ` (${code})` : ''}. Try again, or pick the calendar file again.`;
  }
}

function sizeText(bytes: number): string {
  return bytes >= 1_000_000 ? `${Number((bytes / 1_000_000).toFixed(1))} MB` : `${Math.ceil(bytes / 1000)} KB`;
}

function refuse(message: string): CalendarFileRead {
  return { ok: false, message };
}
