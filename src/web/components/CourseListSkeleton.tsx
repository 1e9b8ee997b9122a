const PLACEHOLDERS = 4;

export function CourseListSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading modules…
      </p>
      <ul className="course-list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="course-card course-card--skeleton">
            <span className="skeleton skeleton--title" />
            <span className="skeleton skeleton--meta" />
          </li>
        ))}
      </ul>
    </div>
  );
}
