// Time per project, most first, each with a bar against the largest: Today's and the week's.

import type { ProjectTotal } from './totals.ts';
import { formatTotal } from '../text/hours.ts';
import { useSnapshot } from '../state/state.ts';
import { i18n } from '../i18n/words.ts';

export function ProjectTotals({ projects }: { projects: readonly ProjectTotal[] }) {
  const hours = useSnapshot().display;
  if (projects.length === 0) return null;
  const largest = projects[0]!.seconds;
  return (
    <ul class="by-project" aria-label={i18n._({ id: 'today.byProject', message: 'By project' })}>
      {projects.map((p) => (
        <li key={p.projectId}>
          <span class="project-name">{p.projectName}</span>
          <span class="project-bar" aria-hidden="true">
            <span style={{ width: `${largest > 0 ? Math.round((p.seconds / largest) * 100) : 0}%` }} />
          </span>
          <span class="figure" data-seconds={p.seconds}>
            {formatTotal(p.seconds, hours)}
          </span>
        </li>
      ))}
    </ul>
  );
}
