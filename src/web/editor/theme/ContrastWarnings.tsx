import { TriangleAlert } from 'lucide-react';
import { contrastProblems, formatRatio, type ThemeLook } from '../../../modules/themes/shared';

/** The colour pairs that fail WCAG 2.2 AA, with their ratios, as the author picks colours (saving stays possible). */
export function ContrastWarnings({ look }: { look: ThemeLook }) {
  const problems = contrastProblems(look);
  return (
    <div className="contrast-warnings" role="status">
      {problems.length > 0 && (
        <>
          <p className="contrast-warnings__title">
            <TriangleAlert aria-hidden="true" size={16} /> Some learners will struggle to read this
          </p>
          <ul>
            {problems.map((p) => (
              <li key={p.label}>
                {p.label}: {formatRatio(p.ratio)}, needs {p.minimum}:1 (WCAG 2.2 AA)
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
