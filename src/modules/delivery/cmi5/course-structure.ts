import type { LearnerModule } from '../learner-module';
import { escapeXml } from '../scorm/xml';

export const COURSE_STRUCTURE = 'cmi5.xml';
const NAMESPACE = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';

/**
 * The course's and its AU's ids: IRIs under the server's address, the same for every revision of a
 * module, so an LMS that imports a republished package keeps its learners' results.
 */
const courseIri = (publicUrl: string, courseId: string) => `${publicUrl}/cmi5/${encodeURIComponent(courseId)}`;
const auIri = (publicUrl: string, courseId: string) => `${courseIri(publicUrl, courseId)}/au`;

/** What satisfies the AU: being completed, and passed too when the module has a quiz. */
export type MoveOn = 'Completed' | 'CompletedAndPassed';

type Text = (module: LearnerModule) => string;

/** A text in each of the module's languages (every one the package holds). */
const langstrings = (modules: LearnerModule[], text: Text) =>
  modules.map((m) => `      <langstring lang="${escapeXml(m.language)}">${escapeXml(text(m))}</langstring>`).join('\n');

const textElement = (name: string, modules: LearnerModule[], text: Text) =>
  `    <${name}>\n${langstrings(modules, text)}\n    </${name}>`;

const description: Text = (m) => m.description || m.title;

/**
 * `cmi5.xml`: one course of one AU, the package's index.html, launched in any window (the player
 * fits a frame as well as a tab). The mastery score is the quiz's pass mark, when there is a quiz.
 */
export function courseStructure(input: {
  modules: LearnerModule[];
  publicUrl: string;
  moveOn: MoveOn;
  masteryScore: number | null;
}): string {
  const { modules, publicUrl, moveOn, masteryScore } = input;
  const id = modules[0]!.id;
  const mastery = masteryScore === null ? '' : ` masteryScore="${(masteryScore / 100).toFixed(2)}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="${NAMESPACE}">
  <course id="${escapeXml(courseIri(publicUrl, id))}">
${textElement('title', modules, (m) => m.title || 'Module')}
${textElement('description', modules, description)}
  </course>
  <au id="${escapeXml(auIri(publicUrl, id))}" moveOn="${moveOn}"${mastery} launchMethod="AnyWindow">
${textElement('title', modules, (m) => m.title || 'Module')}
${textElement('description', modules, description)}
    <url>index.html</url>
  </au>
</courseStructure>
`;
}
