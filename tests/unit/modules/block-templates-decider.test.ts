import { describe, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content';
import {
  blockTemplatesDecider,
  TEMPLATE_NOT_FOUND,
  templateNameTaken,
  TOO_MANY_TEMPLATES,
} from '../../../src/modules/courses/templates/decider';
import { BLOCK_TEMPLATE_LIMITS } from '../../../src/modules/courses/templates/shared';
import { deciderSpec } from '../../support/decider-spec';

const spec = deciderSpec(blockTemplatesDecider);
const orgId = 'o1';
const blocks: Block[] = [{ id: 'b1', type: 'HeadingBlockComponent', title: 'Heading', data: { text: 'Hi', level: 2 } }];
const saved = (templateId: string, name: string) =>
  ({ type: 'BlockTemplateSaved', data: { orgId, templateId, name, blocks } }) as const;

describe('block templates decider: an organisation’s templates, named apart, at most 200', () => {
  it('saves a template under a name no other template has, whatever its case', () => {
    spec
      .given([])
      .when({ type: 'SaveTemplate', orgId, templateId: 't1', name: 'Intro', blocks })
      .thenEmits([saved('t1', 'Intro')]);
    spec
      .given([saved('t1', 'Intro')])
      .when({ type: 'SaveTemplate', orgId, templateId: 't2', name: 'INTRO', blocks })
      .thenThrows(templateNameTaken('INTRO'));
  });

  it('renames to a free name (its own counts as free), and deletes; another template is not found', () => {
    const given = spec.given([saved('t1', 'Intro'), saved('t2', 'Outro')]);
    given
      .when({ type: 'RenameTemplate', orgId, templateId: 't1', name: 'Opening' })
      .thenEmits([{ type: 'BlockTemplateRenamed', data: { orgId, templateId: 't1', name: 'Opening' } }]);
    given.when({ type: 'RenameTemplate', orgId, templateId: 't1', name: 'Intro' }).thenEmitsNothing();
    given
      .when({ type: 'RenameTemplate', orgId, templateId: 't1', name: 'outro' })
      .thenThrows(templateNameTaken('outro'));
    given
      .when({ type: 'DeleteTemplate', orgId, templateId: 't2' })
      .thenEmits([{ type: 'BlockTemplateDeleted', data: { orgId, templateId: 't2' } }]);
    given.when({ type: 'DeleteTemplate', orgId, templateId: 't9' }).thenThrows(TEMPLATE_NOT_FOUND);
    spec
      .given([saved('t1', 'Intro'), { type: 'BlockTemplateDeleted', data: { orgId, templateId: 't1' } }])
      .when({ type: 'RenameTemplate', orgId, templateId: 't1', name: 'Back' })
      .thenThrows(TEMPLATE_NOT_FOUND);
  });

  it(`refuses a template past ${BLOCK_TEMPLATE_LIMITS.templates}, and takes one once another is deleted`, () => {
    const full = Array.from({ length: BLOCK_TEMPLATE_LIMITS.templates }, (_, i) => saved(`t${i}`, `T${i}`));
    const another = { type: 'SaveTemplate', orgId, templateId: 'new', name: 'New', blocks } as const;
    spec.given(full).when(another).thenThrows(TOO_MANY_TEMPLATES);
    spec
      .given([...full, { type: 'BlockTemplateDeleted', data: { orgId, templateId: 't0' } }])
      .when(another)
      .thenEmits([saved('new', 'New')]);
  });
});
