import { CircleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { mapScenario, type ScenarioData, type ScenarioStep } from '../../../../modules/courses/content';
import { endName, replyName, sceneName } from './scenarioParts';

/** The ways listed at most: past that, the panel says there are more. */
const LISTED = 30;

/**
 * Every way from the first scene to an end, as the learner's replies ("Greet → Offer help → End:
 * Customer happy ✓"), and what needs the author: scenes and ends no way reaches, replies leading
 * nowhere, and replies leading back (loops, which learners can go round).
 */
export function ScenarioPaths({ data }: { data: ScenarioData }) {
  const label = useId();
  const map = useMemo(() => mapScenario(data, LISTED), [data]);
  const place = useMemo(() => {
    const scenes = new Map(data.scenes.map((s, i) => [s.id, { scene: s, index: i }]));
    const ends = new Map(data.ends.map((e, i) => [e.id, { end: e, index: i }]));
    return { scenes, ends };
  }, [data]);

  const replyAt = ({ sceneId, choiceId }: ScenarioStep) => {
    const at = place.scenes.get(sceneId)!;
    const index = at.scene.choices.findIndex((c) => c.id === choiceId);
    return { choice: at.scene.choices[index]!, name: replyName(at.index, index) };
  };
  const replyWords = (step: ScenarioStep) => {
    const { choice, name } = replyAt(step);
    return choice.text.trim() || `(${name})`;
  };
  const sceneWords = (id: string) => sceneName(place.scenes.get(id)!.index);
  const endWords = (id: string) => {
    const { end, index } = place.ends.get(id)!;
    return `End: ${end.text.trim() || endName(index)}`;
  };

  const problems = [
    ...map.unreachedScenes.map((id) => `${sceneWords(id)}: no path reaches it`),
    ...map.nowhere.map((step) => `${replyAt(step).name} leads nowhere yet`),
    ...map.loops.map((step) => {
      const { choice, name } = replyAt(step);
      return `${name} leads back to ${sceneWords(choice.to)}: a loop`;
    }),
    ...map.unreachedEnds.map((id) => `${endName(place.ends.get(id)!.index)}: no path reaches it`),
  ];
  const count = map.paths.length;
  const summary = [
    count === 0
      ? 'No path reaches an end yet'
      : `${count}${map.more ? '+' : ''} ${count === 1 ? 'path' : 'paths'} to an end`,
    problems.length > 0 && `${problems.length} ${problems.length === 1 ? 'thing' : 'things'} to check`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <section className="kind-scenario-paths" aria-labelledby={label}>
      <p id={label} className="kind-framing__label">
        Paths
      </p>
      <p role="status" className="kind-scenario-paths__summary">
        {summary}
      </p>
      {count > 0 && (
        <ol className="kind-scenario-paths__list">
          {map.paths.map((path) => {
            const success = place.ends.get(path.endId)!.end.success;
            return (
              <li key={path.steps.map((s) => s.choiceId).join(' ')}>
                {[...path.steps.map(replyWords), endWords(path.endId)].join(' → ')}{' '}
                <span aria-hidden="true" className={success ? 'kind-scenario-paths__success' : undefined}>
                  {success ? '✓' : '✗'}
                </span>
                <span className="visually-hidden">{success ? '(a success)' : '(not a success)'}</span>
              </li>
            );
          })}
        </ol>
      )}
      {map.more && <p className="muted">And more paths than listed here.</p>}
      {problems.length > 0 && (
        <ul className="kind-scenario-paths__problems">
          {problems.map((problem) => (
            <li key={problem}>
              <CircleAlert aria-hidden="true" size={16} /> {problem}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
