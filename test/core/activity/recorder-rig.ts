// The activity recorder alone on the manual clock: a scripted backend, a manual idle source,
// the real files (FileActivityStore, FileDurableStore) in a fresh folder. `kill()` ends a run
// as kill -9 does (nothing more reaches the disk) and starts another over the same folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ActivityRecorder } from '../../../main/core/activity/activity-recorder.ts';
import type { ActivitySource, ActivityStore } from '../../../main/core/ports.ts';
import { DEFAULT_SETTINGS, type ActivitySettings } from '../../../main/core/settings/settings-schema.ts';
import { FileActivityStore } from '../../../main/platform/node/activity-files.ts';
import { FileDurableStore } from '../../../main/platform/node/file-durable-store.ts';
import { ManualIdleSource } from '../../../main/platform/node/manual-idle-source.ts';
import { ManualClock } from '../../support/manual-clock.ts';
import { ScriptedActivity } from '../support/scripted-activity.ts';

/** Tuesday 10 March 2026, 09:00 UTC (the zone here). */
export const NINE = Date.parse('2026-03-10T09:00:00Z');

const never = <T>(): Promise<T> => new Promise<T>(() => {});

export class RecorderRig {
  readonly clock = new ManualClock(NINE);
  readonly idle = new ManualIdleSource();
  readonly source = new ScriptedActivity();
  /** A desktop's backend of a test's choosing in place of the scripted one (given before start). */
  backend: ActivitySource | undefined;
  readonly dir = mkdtempSync(join(tmpdir(), 'stint-activity-'));
  recorder!: ActivityRecorder;
  private life = { dead: false };
  activity: ActivitySettings = { ...DEFAULT_SETTINGS.activity, enabled: true };
  /** The zone's offset at an instant (UTC here unless a test says; a zone with daylight saving changes it). */
  offsetAt: (at: number) => number = () => 0;
  /** Why a setting that guards the record could not be read (RecorderConfig `held`); null: none. */
  held: string | null = null;

  static async start(activity: Partial<ActivitySettings> = {}, at = NINE, offsetAt?: (at: number) => number, backend?: ActivitySource): Promise<RecorderRig> {
    const rig = new RecorderRig();
    rig.backend = backend;
    rig.clock.set(at);
    if (offsetAt) rig.offsetAt = offsetAt;
    rig.activity = { ...rig.activity, ...activity };
    await rig.open();
    return rig;
  }

  get recordDir(): string {
    return join(this.dir, 'activity');
  }

  private store(): ActivityStore {
    const inner = new FileActivityStore(this.recordDir);
    const life = (this.life = { dead: false });
    return {
      where: inner.where,
      append: (d, l) => (life.dead ? never() : inner.append(d, l)),
      read: (d) => (life.dead ? never() : inner.read(d)),
      dates: () => (life.dead ? never() : inner.dates()),
      remove: (d) => (life.dead ? never() : inner.remove(d)),
    };
  }

  async open(): Promise<ActivityRecorder> {
    this.recorder = new ActivityRecorder({
      clock: this.clock,
      idle: this.idle,
      durable: new FileDurableStore(join(this.dir, 'durable')),
      logger: { log: () => undefined, redact: () => undefined },
      source: this.backend ?? this.source,
      store: this.store(),
      offsetMinutes: () => this.offsetAt(this.clock.now()),
      weekStart: () => 1,
    });
    await this.recorder.open(this.config());
    return this.recorder;
  }

  config() {
    return { activity: this.activity, idleThresholdMinutes: 5, held: this.held };
  }

  async set(activity: Partial<ActivitySettings>): Promise<void> {
    this.activity = { ...this.activity, ...activity };
    await this.recorder.configure(this.config());
  }

  /** Moves the clock in steps of a second (the recorder ticks every 15 s), its writes on disk after. */
  async advance(ms: number, step = 1_000): Promise<void> {
    const end = this.clock.now() + ms;
    while (this.clock.now() < end) {
      await this.clock.advance(Math.min(step, end - this.clock.now()));
      await this.recorder.settled();
    }
  }

  /** As kill -9: the run writes nothing more; a new one starts over the same folder. */
  async kill(): Promise<ActivityRecorder> {
    this.life.dead = true;
    this.source.lose('killed');
    return this.open();
  }

  /** The files of the record and their bytes. */
  files(): Record<string, string> {
    let names: string[] = [];
    try {
      names = readdirSync(this.recordDir).sort();
    } catch {
      return {};
    }
    return Object.fromEntries(names.map((n) => [n, readFileSync(join(this.recordDir, n), 'utf8')]));
  }

  /** The stretches of `date` as `HH:MM:SS-HH:MM:SS app: title`. */
  async day(date = '2026-03-10'): Promise<string[]> {
    const t = (ms: number) => new Date(ms).toISOString().slice(11, 19);
    return (await this.recorder.day(date)).map((s) => `${t(s.start)}-${t(s.end)} ${s.app}: ${s.title}`);
  }

  async close(): Promise<void> {
    if (!this.life.dead) await this.recorder.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
