// Title rewrites of the activity record: a pattern and what is kept of a title it matches
// (`{1}` puts back what the first `*` matched), applied before anything is stored. Each with
// its Remove; a form adds one. The typed pair stays until the list holds it.

import { useEffect, useState } from 'preact/hooks';
import type { ActivitySettings } from '../../main/core/settings/settings-schema.ts';
import { TextField } from '../controls/text-field.tsx';
import { PATTERN_MAX, patternProblem, tooLongWords } from './pattern-list.tsx';
import { i18n } from '../i18n/words.ts';

type Rewrite = ActivitySettings['rewrites'][number];

export interface ActivityRewritesProps {
  readonly rewrites: readonly Rewrite[];
  readonly error: string | undefined;
  readonly onSave: (rewrites: readonly Rewrite[]) => void;
}

export function ActivityRewrites({ rewrites, error, onSave }: ActivityRewritesProps) {
  const [pattern, setPattern] = useState('');
  const [kept, setKept] = useState('');
  const [problem, setProblem] = useState<Record<string, string>>({});
  useEffect(() => {
    if (rewrites.some((r) => r.pattern === pattern.trim() && r.replacement === kept)) {
      setPattern('');
      setKept('');
    }
  }, [rewrites]);
  const add = (e: Event) => {
    e.preventDefault();
    const wrong: Record<string, string> = {};
    const p = patternProblem(pattern, rewrites.map((r) => r.pattern), i18n._({ id: 'record.rewrite.already', message: 'This pattern is in the list already.' }));
    if (p !== null) wrong.pattern = p;
    if (kept.length > PATTERN_MAX) wrong.kept = tooLongWords();
    setProblem(wrong);
    if (Object.keys(wrong).length === 0) onSave([...rewrites, { pattern: pattern.trim(), replacement: kept }]);
  };
  return (
    <div class="pattern-list">
      <p id="activity-rewrites-label" class="list-label">
        {i18n._({ id: 'record.rewrite.label', message: 'Titles rewritten before they are kept' })}
      </p>
      {rewrites.length > 0 ? (
        <ul class="activity-rows" aria-labelledby="activity-rewrites-label">
          {rewrites.map((r) => (
            <li key={r.pattern}>
              <span class="pattern">
                {r.replacement === ''
                  ? i18n._({ id: 'record.rewrite.toNothing', message: '{pattern} → (nothing)', values: { pattern: r.pattern } })
                  : i18n._({ id: 'record.rewrite.to', message: '{pattern} → {kept}', values: { pattern: r.pattern, kept: r.replacement } })}
              </span>
              <button type="button" class="link" aria-label={i18n._({ id: 'record.rewrite.remove', message: 'Remove the rewrite of {pattern}', values: { pattern: r.pattern } })} onClick={() => onSave(rewrites.filter((x) => x !== r))}>
                {i18n._({ id: 'record.remove', message: 'Remove' })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">{i18n._({ id: 'record.rewrite.none', message: 'None: titles are kept as they are.' })}</p>
      )}
      <form class="add-row" onSubmit={add}>
        <TextField
          label={i18n._({ id: 'record.rewrite.pattern', message: 'Title pattern' })}
          value={pattern}
          onInput={setPattern}
          hint={i18n._({ id: 'record.rewrite.patternHint', message: '* stands for any text, such as * — Visual Studio Code.' })}
          error={problem.pattern ?? error}
        />
        {/* {1} is typed as it is in every language: a value of the hint, not the catalog's words. */}
        <TextField
          label={i18n._({ id: 'record.rewrite.kept', message: 'Kept as' })}
          value={kept}
          onInput={setKept}
          hint={i18n._({ id: 'record.rewrite.keptHint', message: '{first} puts back what the first * matched, such as {first}.', values: { first: '{1}' } })}
          error={problem.kept}
        />
        <button type="submit" class="secondary">
          {i18n._({ id: 'record.rewrite.add', message: 'Add rewrite' })}
        </button>
      </form>
    </div>
  );
}
