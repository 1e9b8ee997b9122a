import { moduleContents } from '../bundled-package';
import type { LearnerModule } from '../learner-module';
import { BUNDLED_CONFIG_FILE } from '../package-config';
import { quizQuestions } from '../quiz';
import type { MediaSources } from '../scorm/media';
import { PLAYER_ENTRY, webEntryFiles } from '../scorm/web-entry';
import { zipFiles } from '../scorm/zip';
import { COURSE_STRUCTURE, courseStructure } from './course-structure';

/**
 * A cmi5 package: `cmi5.xml` and one AU, the player with the module inside in every language it
 * offers (as a bundled SCORM package holds it). The LMS launches the AU with its LRS's address;
 * the player speaks cmi5 to it (tracking/cmi5-link.ts).
 */
export async function buildCmi5Package(
  modules: LearnerModule[],
  sources: MediaSources & { publicUrl: string },
): Promise<Buffer> {
  const module = modules[0]!;
  const hasQuiz = quizQuestions(module).length > 0;
  const structure = courseStructure({
    modules,
    publicUrl: sources.publicUrl,
    moveOn: hasQuiz ? 'CompletedAndPassed' : 'Completed',
    masteryScore: hasQuiz ? module.settings.quiz.passScore : null,
  });
  const player = await webEntryFiles(sources.webRoot, PLAYER_ENTRY, `<script src="${BUNDLED_CONFIG_FILE}"></script>`);
  const contents = await moduleContents(modules, 'cmi5', 'passed-failed', sources);
  return zipFiles([{ path: COURSE_STRUCTURE, source: structure }, ...player, ...contents]);
}
