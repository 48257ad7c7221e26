// Settings → Activity record (issue 62): folded under its heading (it holds a good deal, and
// Settings must stay within reach at 360x560), with where the record stands beside it.
// Opened: the switch (or why nothing can be recorded here), the pause, what is never recorded,
// the title rewrites, browser addresses, the days kept, the switch question, the record's export, delete, and the rules with their file. Plain settings
// go through Settings' own save; the switch, the pause, delete and the rules are commands.

import { useDraft } from '../state/drafts.ts';
import type { SettingsPatch } from '../../main/ipc/contract.ts';
import { useSnapshot } from '../state/state.ts';
import { Checkbox } from '../controls/checkbox.tsx';
import { WholeNumberField } from '../controls/whole-number-field.tsx';
import { ActivityDelete } from './activity-delete.tsx';
import { ActivityExport } from './activity-export.tsx';
import { ActivityPause } from './activity-pause.tsx';
import { ActivityRewrites } from './activity-rewrites.tsx';
import { ActivityRules } from './activity-rules.tsx';
import { ActivityRulesFile } from './activity-rules-file.tsx';
import { ActivitySwitch } from './activity-switch.tsx';
import { recordStateWords } from './activity-words.ts';
import { PatternList, type PatternListWords } from './pattern-list.tsx';
import { i18n } from '../i18n/words.ts';

export interface ActivitySettingsProps {
  /** Saves a patch of settings; `what` names it in "… saved." */
  readonly onSave: (patch: SettingsPatch, what: string) => void;
  /** The engine's refusals by dotted field name, already in sentences. */
  readonly errors: Readonly<Record<string, string>>;
}

const BODY_ID = 'activity-settings-body';

/** The two lists never recorded, worded when drawn: applications by name, titles by pattern. */
const neverRecorded = (): readonly { readonly key: 'excludedApps' | 'excludedTitles'; readonly words: PatternListWords }[] => [
  {
    key: 'excludedApps',
    words: {
      label: i18n._({ id: 'record.apps.label', message: 'Applications never recorded' }),
      add: i18n._({ id: 'record.apps.add', message: 'Add an application' }),
      remove: (app) => i18n._({ id: 'record.apps.remove', message: 'Remove the application {app}', values: { app } }),
      already: i18n._({ id: 'record.apps.already', message: 'This application is in the list already.' }),
      hint: i18n._({ id: 'record.apps.hint', message: 'Its name as the desktop gives it, such as Signal or keepassxc.' }),
    },
  },
  {
    key: 'excludedTitles',
    words: {
      label: i18n._({ id: 'record.titles.label', message: 'Titles never recorded' }),
      add: i18n._({ id: 'record.titles.add', message: 'Add a title pattern' }),
      remove: (pattern) => i18n._({ id: 'record.titles.remove', message: 'Remove the title pattern {pattern}', values: { pattern } }),
      already: i18n._({ id: 'record.titles.already', message: 'This title pattern is in the list already.' }),
      hint: i18n._({ id: 'record.titles.hint', message: '* stands for any text, upper or lower case alike: *Private Browsing*, *bank*.' }),
    },
  },
];

/** Where the section's unfolding is kept (../state/drafts.ts). */
const ACTIVITY_OPEN_DRAFT = 'settings.activity-open';

export function ActivitySettings({ onSave, errors }: ActivitySettingsProps) {
  const s = useSnapshot();
  // Folded or not, kept as the window's drafts are: a window released while hidden opens it as it was left.
  const [open, setOpen] = useDraft(ACTIVITY_OPEN_DRAFT, () => false);
  const settings = s.settings.activity;
  const activity = s.activity;
  const clock = { offsetMinutes: s.zone.offsetMinutes, hourCycle: s.display.hourCycle };
  return (
    <section class="activity-settings" aria-labelledby="activity-heading">
      <h3 id="activity-heading">
        <button type="button" class="disclosure" aria-expanded={open} aria-controls={open ? BODY_ID : undefined} onClick={() => setOpen(!open)}>
          {i18n._({ id: 'record.heading', message: 'Activity record' })}
        </button>
      </h3>
      <p class="hint">{recordStateWords(activity, settings.enabled, clock)}</p>
      {open && (
        <div id={BODY_ID}>
          <ActivitySwitch activity={activity} enabled={settings.enabled} />
          {activity && <ActivityPause activity={activity} clock={clock} />}
          {neverRecorded().map((l) => (
            <PatternList key={l.key} words={l.words} items={settings[l.key]} error={errors[`activity.${l.key}`]} onSave={(items) => onSave({ activity: { [l.key]: items } }, l.words.label)} />
          ))}
          <ActivityRewrites rewrites={settings.rewrites} error={errors['activity.rewrites']} onSave={(rewrites) => onSave({ activity: { rewrites } }, i18n._({ id: 'record.rewrites', message: 'Title rewrites' }))} />
          <Checkbox
            label={i18n._({ id: 'record.addresses', message: 'Record browser addresses' })}
            checked={settings.addresses}
            onChange={(addresses) => onSave({ activity: { addresses } }, i18n._({ id: 'record.addresses', message: 'Record browser addresses' }))}
            hint={i18n._({ id: 'record.addresses.hint', message: "Off: a browser's windows are recorded by their titles alone." })}
            error={errors['activity.addresses']}
          />
          <WholeNumberField
            label={i18n._({ id: 'record.keepDays', message: 'Days kept' })}
            value={settings.keepDays}
            min={1}
            max={365}
            unit="days"
            error={errors['activity.keepDays']}
            onSave={(keepDays) => onSave({ activity: { keepDays } }, i18n._({ id: 'record.keepDays', message: 'Days kept' }))}
          />
          <Checkbox
            label={i18n._({ id: 'record.switchQuestion', message: 'Ask “Switch to …?” when a rule says you moved to other work' })}
            checked={settings.switchQuestion}
            onChange={(switchQuestion) => onSave({ activity: { switchQuestion } }, i18n._({ id: 'record.switchQuestion.what', message: 'The switch question' }))}
            hint={i18n._({ id: 'record.switchQuestion.hint', message: 'Once per stretch of work, within working hours, while a timer runs on something else.' })}
            error={errors['activity.switchQuestion']}
          />
          {settings.switchQuestion && (
            <WholeNumberField
              label={i18n._({ id: 'record.switchMinutes', message: 'Ask after (minutes)' })}
              value={settings.switchMinutes}
              min={1}
              max={120}
              error={errors['activity.switchMinutes']}
              onSave={(switchMinutes) => onSave({ activity: { switchMinutes } }, i18n._({ id: 'record.switchMinutes.what', message: 'Ask after' }))}
            />
          )}
          <WholeNumberField
            label={i18n._({ id: 'record.bridgeMinutes', message: 'Longest break bridged (minutes)' })}
            value={settings.bridgeMinutes}
            min={0}
            max={60}
            unit="minutes"
            error={errors['activity.bridgeMinutes']}
            onSave={(bridgeMinutes) => onSave({ activity: { bridgeMinutes } }, i18n._({ id: 'record.bridgeMinutes.what', message: 'Longest break bridged' }))}
          />
          <WholeNumberField
            label={i18n._({ id: 'record.shortestEntry', message: 'Shortest entry from the record (seconds)' })}
            value={settings.shortestEntrySeconds}
            min={5}
            max={3600}
            unit="seconds"
            error={errors['activity.shortestEntrySeconds']}
            onSave={(shortestEntrySeconds) => onSave({ activity: { shortestEntrySeconds } }, i18n._({ id: 'record.shortestEntry.what', message: 'Shortest entry from the record' }))}
          />
          <ActivityExport />
          <ActivityDelete />
          <ActivityRules rules={activity?.rules ?? []} />
          <ActivityRulesFile count={activity?.rules.length ?? 0} />
        </div>
      )}
    </section>
  );
}
