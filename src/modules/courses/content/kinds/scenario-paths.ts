/** What the ways through a scenario depend on: its scenes' choices and its ends' ids (a learner's copy has them too). */
export type ScenarioGraph = {
  scenes: readonly { id: string; choices: readonly { id: string; to: string }[] }[];
  ends: readonly { id: string }[];
};

/** A reply taken: the choice, and the scene it was given in. */
export type ScenarioStep = { sceneId: string; choiceId: string };
export type ScenarioPath = { steps: ScenarioStep[]; endId: string };

/** What an author needs to know of the ways through their scenario. */
export type ScenarioMap = {
  /** The ways from the first scene to an end passing no scene twice, at most the limit asked for. */
  paths: ScenarioPath[];
  /** There are more ways than listed. */
  more: boolean;
  /** Scenes and ends no way from the first scene leads to. */
  unreachedScenes: string[];
  unreachedEnds: string[];
  /** Choices that lead to no scene and no end. */
  nowhere: ScenarioStep[];
  /** Choices that lead back to a scene on the way to them: a loop. */
  loops: ScenarioStep[];
};

/** Enough to list the ways of any scenario an author builds; past it, the listing stops (with `more`). */
const MAX_CHOICES_WALKED = 10_000;

const scenesById = (graph: ScenarioGraph) => new Map(graph.scenes.map((s) => [s.id, s]));

/** The scenes and ends a learner can get to from the first scene. */
function reached(graph: ScenarioGraph): { scenes: Set<string>; ends: Set<string> } {
  const byId = scenesById(graph);
  const endIds = new Set(graph.ends.map((e) => e.id));
  const scenes = new Set<string>();
  const ends = new Set<string>();
  const queue = graph.scenes.slice(0, 1);
  for (let scene = queue.shift(); scene; scene = queue.shift()) {
    if (scenes.has(scene.id)) continue;
    scenes.add(scene.id);
    for (const { to } of scene.choices) {
      const next = byId.get(to);
      if (next) queue.push(next);
      else if (endIds.has(to)) ends.add(to);
    }
  }
  return { scenes, ends };
}

/** A learner can finish it: some end can be reached from the first scene. */
export const reachesAnEnd = (graph: ScenarioGraph) => reached(graph).ends.size > 0;

/** The choices that loop: in a walk from the first scene, those leading to a scene still on the way to them. */
function loopsOf(graph: ScenarioGraph): ScenarioStep[] {
  const byId = scenesById(graph);
  const done = new Set<string>();
  const onTheWay = new Set<string>();
  const loops: ScenarioStep[] = [];
  const visit = (scene: ScenarioGraph['scenes'][number]) => {
    onTheWay.add(scene.id);
    for (const choice of scene.choices) {
      const next = byId.get(choice.to);
      if (!next) continue;
      if (onTheWay.has(next.id)) loops.push({ sceneId: scene.id, choiceId: choice.id });
      else if (!done.has(next.id)) visit(next);
    }
    onTheWay.delete(scene.id);
    done.add(scene.id);
  };
  if (graph.scenes[0]) visit(graph.scenes[0]);
  return loops;
}

/** Each way from the first scene to an end that passes no scene twice, up to `limit` of them. */
function pathsOf(graph: ScenarioGraph, limit: number): { paths: ScenarioPath[]; more: boolean } {
  const byId = scenesById(graph);
  const endIds = new Set(graph.ends.map((e) => e.id));
  const paths: ScenarioPath[] = [];
  let walked = 0;
  let more = false;
  const walk = (scene: ScenarioGraph['scenes'][number], steps: ScenarioStep[], onTheWay: Set<string>) => {
    for (const choice of scene.choices) {
      if (more) return;
      walked += 1;
      const taken = [...steps, { sceneId: scene.id, choiceId: choice.id }];
      const next = byId.get(choice.to);
      if (endIds.has(choice.to)) {
        if (paths.length === limit) more = true;
        else paths.push({ steps: taken, endId: choice.to });
      } else if (next && !onTheWay.has(next.id)) {
        if (walked > MAX_CHOICES_WALKED) more = true;
        else walk(next, taken, new Set(onTheWay).add(next.id));
      }
    }
  };
  const first = graph.scenes[0];
  if (first) walk(first, [], new Set([first.id]));
  return { paths, more };
}

/** The ways through a scenario, and what no way reaches, leads nowhere or loops. */
export function mapScenario(graph: ScenarioGraph, limit = 50): ScenarioMap {
  const { scenes, ends } = reached(graph);
  const known = new Set([...graph.scenes, ...graph.ends].map((p) => p.id));
  return {
    ...pathsOf(graph, limit),
    unreachedScenes: graph.scenes.filter((s) => !scenes.has(s.id)).map((s) => s.id),
    unreachedEnds: graph.ends.filter((e) => !ends.has(e.id)).map((e) => e.id),
    nowhere: graph.scenes.flatMap((s) =>
      s.choices.filter((c) => !known.has(c.to)).map((c) => ({ sceneId: s.id, choiceId: c.id })),
    ),
    loops: loopsOf(graph),
  };
}
