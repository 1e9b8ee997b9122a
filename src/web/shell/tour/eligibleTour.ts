import type { TourProgress } from '../../api/tourProgress';
import type { TourDefinition } from './tourDefinition';

/** Where the user is: the route pattern as written in the router, and whether the module was created just now. */
export interface RouteFacts {
  pattern: string | null;
  newModule: boolean;
}

/** SPEC §4: the highest-priority tour whose conditions hold on this route, not completed. */
export function eligibleTour(
  tours: readonly TourDefinition[],
  progress: TourProgress,
  route: RouteFacts,
  activeTags: readonly string[],
  exclude: readonly string[] = [],
): TourDefinition | null {
  const fits = (tour: TourDefinition) => {
    const when = tour.triggerConditions;
    return (
      !progress.completedTours.includes(tour.id) &&
      !exclude.includes(tour.id) &&
      when.onSpecificRoute === route.pattern &&
      (!when.isFirstTimeUser || progress.isFirstTimeUser) &&
      (!when.onlyNewModules || route.newModule) &&
      when.requiredTags.every((tag) => activeTags.includes(tag))
    );
  };
  return [...tours].sort((a, b) => b.priority - a.priority).find(fits) ?? null;
}
