import { pickThumbnail } from '../api/courseLibrary';
import { createCourse } from '../api/courses';
import { UNTITLED } from '../format/courseTitle';
import { CreatingModule } from './CreatingModule';

/** A new module starts with a placeholder thumbnail, or none when that cannot be had (SPEC §8). */
async function createModule() {
  const thumbnail = await pickThumbnail();
  return createCourse(thumbnail ? { title: UNTITLED, thumbnail } : { title: UNTITLED });
}

/** The one way a module is created: the dashboard button comes here too. */
export function CreateModulePage() {
  return <CreatingModule create={createModule} />;
}
