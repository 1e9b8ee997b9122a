import { UserRound } from 'lucide-react';
import type { ScenarioScene } from '../../../../modules/courses/content';
import { Picture } from '../../media/Picture';

/**
 * Who speaks a scene's line, as a small round picture: the character's avatar, or the first letter
 * of their name. Decorative: their name is written beside it.
 */
export function Face({ scene }: { scene: Pick<ScenarioScene, 'avatar' | 'character'> }) {
  const { avatar, character } = scene;
  if (avatar?.url)
    return <Picture url={avatar.url} media={avatar.media} alt="" sizes="3rem" className="kind-scenario__face" />;
  const initial = [...character.trim()][0]?.toLocaleUpperCase();
  return (
    <span className="kind-scenario__face kind-scenario__face--drawn" aria-hidden="true">
      {initial ?? <UserRound size={22} />}
    </span>
  );
}
