// A desktop's backend as a test scripts it (the ActivitySource port): the test says which
// window has the focus, and when the backend loses sight; the core stamps each change with
// its own clock. It counts the watches under way: the record must not watch while it is off.
import type { ActivityAvailability, ActivitySource, FocusedWindow } from '../../../main/core/ports.ts';

export class ScriptedActivity implements ActivitySource {
  private focused: FocusedWindow | null = null;
  private readonly watchers = new Set<{ focus: (w: FocusedWindow | null) => void; trouble: (reason: string) => void }>();
  available: ActivityAvailability = { ok: true, backend: 'scripted', titles: true };

  async availability(): Promise<ActivityAvailability> {
    return this.available;
  }

  watch(onFocus: (focused: FocusedWindow | null) => void, onTrouble: (reason: string) => void): () => void {
    const w = { focus: onFocus, trouble: onTrouble };
    this.watchers.add(w);
    onFocus(this.focused);
    return () => this.watchers.delete(w);
  }

  /** The window `app` titled `title` takes the focus (null: nothing has it). */
  focus(app: string | null, title = '', url?: string): void {
    this.focused = app === null ? null : { app, title, ...(url === undefined ? {} : { url }) };
    for (const w of [...this.watchers]) w.focus(this.focused);
  }

  lose(reason: string): void {
    for (const w of [...this.watchers]) w.trouble(reason);
  }

  get watching(): number {
    return this.watchers.size;
  }
}
