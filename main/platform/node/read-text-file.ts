// A file the person chose to read (a rules file to import): its size checked before a byte is
// read, so a wrong choice (a video, a disk image) costs nothing; a folder or a device is refused
// as unreadable. The answer is words' material, never a throw: the engine says what went wrong.

import { open } from 'node:fs/promises';
import type { TextRead } from '../../core/accounts/person-activity-files.ts';
import { errorCode } from './status-folder.ts';

export async function readTextFile(path: string, maxBytes: number): Promise<TextRead> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (e) {
    const code = errorCode(e);
    return code === 'ENOENT' ? { ok: false, problem: 'missing', detail: code } : { ok: false, problem: 'unreadable', detail: code };
  }
  try {
    const info = await file.stat();
    if (!info.isFile()) return { ok: false, problem: 'unreadable', detail: 'not a file' };
    if (info.size > maxBytes) return { ok: false, problem: 'too_large', detail: `${info.size} bytes` };
    const bytes = await file.readFile();
    // A file that grew between the check and the read is held to the same bound.
    if (bytes.length > maxBytes) return { ok: false, problem: 'too_large', detail: `${bytes.length} bytes` };
    return { ok: true, text: bytes.toString('utf8') };
  } catch (e) {
    return { ok: false, problem: 'unreadable', detail: errorCode(e) };
  } finally {
    await file.close();
  }
}
