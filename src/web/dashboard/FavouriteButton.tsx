import type { CourseSummary } from '../api/courses';
import { useToggleFavourite } from './useToggleFavourite';

export function FavouriteButton({ course }: { course: CourseSummary }) {
  const toggle = useToggleFavourite();
  const label = course.isFavourite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <button
      type="button"
      className="icon-button favourite"
      aria-label={label}
      title={label}
      aria-pressed={course.isFavourite}
      onClick={() => toggle.mutate(course)}
    >
      <span aria-hidden="true">{course.isFavourite ? '★' : '☆'}</span>
    </button>
  );
}
