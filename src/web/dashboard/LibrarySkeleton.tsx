import type { ViewMode } from './viewMode';

const PLACEHOLDERS = 6;

export function LibrarySkeleton({ mode }: { mode: ViewMode }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading modules…
      </p>
      <ul className={`courses courses--${mode}`} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move
            key={index}
            className="course course--skeleton"
          >
            <span className="course__thumb skeleton" />
            <span className="course__body">
              <span className="skeleton skeleton--title" />
              <span className="skeleton skeleton--meta" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
