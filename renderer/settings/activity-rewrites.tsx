// Title rewrites of the activity record: a pattern and what is kept of a title it matches
// (`{1}` puts back what the first `*` matched), applied before anything is stored. Each with
// its Remove; a form adds one. The typed pair stays until the list holds it.

import { useEffect, useState } from 'preact/hooks';
import type { ActivitySettings } from '../../main/core/settings/settings-schema.ts';
import { TextField } from '../controls/text-field.tsx';
import { PATTERN_MAX, patternProblem } from './pattern-list.tsx';

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
    const p = patternProblem(pattern, rewrites.map((r) => r.pattern), 'pattern');
    if (p !== null) wrong.pattern = p;
    if (kept.length > PATTERN_MAX) wrong.kept = `Keep it to ${PATTERN_MAX} characters.`;
    setProblem(wrong);
    if (Object.keys(wrong).length === 0) onSave([...rewrites, { pattern: pattern.trim(), replacement: kept }]);
  };
  return (
    <div class="pattern-list">
      <p id="activity-rewrites-label" class="list-label">
        Titles rewritten before they are kept
      </p>
      {rewrites.length > 0 ? (
        <ul class="activity-rows" aria-labelledby="activity-rewrites-label">
          {rewrites.map((r) => (
            <li key={r.pattern}>
              <span class="pattern">
                {r.pattern} → {r.replacement === '' ? '(nothing)' : r.replacement}
              </span>
              <button type="button" class="link" aria-label={`Remove the rewrite of ${r.pattern}`} onClick={() => onSave(rewrites.filter((x) => x !== r))}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p class="hint">None: titles are kept as they are.</p>
      )}
      <form class="add-row" onSubmit={add}>
        <TextField label="Title pattern" value={pattern} onInput={setPattern} hint="* stands for any text, such as * — Visual Studio Code." error={problem.pattern ?? error} />
        <TextField label="Kept as" value={kept} onInput={setKept} hint="{1} puts back what the first * matched, such as {1}." error={problem.kept} />
        <button type="submit" class="secondary">
          Add rewrite
        </button>
      </form>
    </div>
  );
}
