import type { CourseSummary } from '../api/courses';
import { useToggleFavourite } from './useToggleFavourite';
import { Star } from 'lucide-react';

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
      <Star aria-hidden="true" size={18} fill={course.isFavourite ? 'currentColor' : 'none'} />
    </button>
  );
}
