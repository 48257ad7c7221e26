// "Always book “Homepage — Acme” to Website?" (issue 62), after a booking from activity
// whose project the person picked: one click makes the rule from the entry just booked
// (`learnActivityRule`: the window that entry was mostly spent in, booked as the entry is),
// and the rule made is then said; "Not now" makes none. The entry is found again at the
// click, as the snapshot shows it then (its key changes once the service has it).

import { useSnapshot, useBridge } from '../state/state.ts';
import { useState } from 'preact/hooks';
import type { ActivityRuleView } from '../../main/core/snapshot.ts';
import { useAction } from '../controls/use-action.ts';
import { ActionError } from '../controls/submit-row.tsx';
import { bookedEntryKey, type BookedFromActivity } from './activity-words.ts';
import { i18n } from '../i18n/words.ts';

export interface ActivityRuleOfferProps {
  readonly booked: BookedFromActivity;
  /** The offer is answered (or its rule said and dismissed). */
  readonly done: () => void;
}

/** "title “Homepage — Acme” → Website", a rule as a person reads it. */
function ruleWords(rule: ActivityRuleView, project: string): string {
  const match =
    rule.match.title !== null
      ? i18n._({ id: 'activity.ruleTitle', message: 'title “{title}”', values: { title: rule.match.title } })
      : i18n._({ id: 'activity.ruleApp', message: 'application “{app}”', values: { app: rule.match.app ?? '' } });
  return `${match} → ${project}${rule.description === null ? '' : ` (${rule.description})`}`;
}

export function ActivityRuleOffer({ booked, done }: ActivityRuleOfferProps) {
  const s = useSnapshot();
  const bridge = useBridge();
  const action = useAction();
  const [made, setMade] = useState<ActivityRuleView | null>(null);
  const project = s.projects.find((p) => p.id === booked.projectId)?.name ?? i18n._({ id: 'activity.thisProject', message: 'this project' });

  const learn = async () => {
    const entryKey = bookedEntryKey(s.todayEntries, booked, s.zone.offsetMinutes, Date.now());
    if (entryKey === null) {
      await action.run(async () => ({ ok: false, message: i18n._({ id: 'activity.entryGone', message: 'The entry booked is no longer on the day: Stint cannot make a rule from it.' }), fields: {} }));
      return;
    }
    const answer = bridge.learnActivityRule({ entryKey, by: 'title' });
    const r = await action.run(async () => {
      const a = await answer;
      if (!a.ok) return { ok: false, message: a.error.message, fields: {} };
      return a.value.ok ? { ok: true } : { ok: false, message: a.value.message, fields: {} };
    });
    const a = await answer;
    if (r?.ok && a.ok && a.value.ok && a.value.rule) setMade(a.value.rule);
  };

  if (made !== null) {
    return (
      <div class="activity-rule-offer">
        <p>
          {i18n._({ id: 'activity.ruleMade', message: 'Rule made: {rule}. Stint offers it in every gap where that window was.', values: { rule: ruleWords(made, s.projects.find((p) => p.id === made.projectId)?.name ?? project) } })}
        </p>
        <button type="button" class="link" onClick={done}>
          {i18n._({ id: 'activity.ok', message: 'OK' })}
        </button>
      </div>
    );
  }
  return (
    <div class="activity-rule-offer" role="group" aria-label={i18n._({ id: 'activity.ruleGroup', message: 'A rule from this booking' })}>
      <p>
        {i18n._({ id: 'activity.alwaysAsk', message: 'Always book “{what}” to {project}?', values: { what: booked.label, project } })}
      </p>
      <div class="actions">
        <button type="button" class="secondary" aria-busy={action.busy || undefined} onClick={() => void learn()}>
          {i18n._({ id: 'activity.always', message: 'Always book to {project}', values: { project } })}
        </button>
        <button type="button" class="link" onClick={done}>
          {i18n._({ id: 'activity.notNow', message: 'Not now' })}
        </button>
      </div>
      <ActionError error={action.error} />
    </div>
  );
}
