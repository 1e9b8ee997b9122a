import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { blocksInOrder, type Content } from '../../../src/modules/courses/content/content';
import { starterContent } from '../../../src/modules/courses/content/starter';
import { blockProblem, blocksWithProblems } from '../../../src/web/editor/blockProblems';
import { parseConflicts } from '../../../src/web/api/authoring';
import {
  blockKey,
  keepMineOf,
  saveBody,
  settingChange,
  withoutKeys,
  workingContent,
} from '../../../src/web/editor/draftPatch';
import { editConflictOf, fieldLabel } from '../../../src/web/editor/editConflicts';
import { templateSummary } from '../../../src/web/editor/templates/templateSummary';
import {
  addBlockPatch,
  addBlocksPatch,
  copyOfBlock,
  deleteBlockPatch,
  moveSectionPatch,
  newBlockOf,
  sectionOrder,
} from '../../../src/web/editor/structureOps';

let n = 0;
const base: Content = starterContent('Module', '', (length = 16) => `id${++n}`.padEnd(length, 'x'));
const [text, heading, image] = blocksInOrder(base) as [Block, Block, Block];
const types = (c: Content) => blocksInOrder(c).map((b) => b.type);

describe('editor draft patches', () => {
  it('shows unsaved block edits, additions, deletions and settings over the server copy', () => {
    const added = newBlockOf('QuestionBlockComponent');
    const patch = {
      ...addBlockPatch(base, added, sectionOrder(base)[0]),
      ...settingChange('showCompletionStatus', false),
    };
    const working = workingContent(base, patch);
    expect(types(working)).toEqual([
      'TextBlockComponent',
      'QuestionBlockComponent',
      'HeadingBlockComponent',
      'ImageBlockComponent',
    ]);
    expect(working.settings.showCompletionStatus).toBe(false);
    const deleted = workingContent(working, deleteBlockPatch(working, heading.id));
    expect(types(deleted)).toEqual(['TextBlockComponent', 'QuestionBlockComponent', 'ImageBlockComponent']);
  });

  it('a new question block has 5 options with 5-character ids', () => {
    const question = newBlockOf('QuestionBlockComponent');
    if (question.type !== 'QuestionBlockComponent') throw new Error('not a question');
    expect(question.data.options).toHaveLength(5);
    for (const option of question.data.options) expect(option.id).toMatch(/^[2346789a-km-zA-HJ-NP-RT-Z]{5}$/);
  });

  it('turns a patch into the save call: new, updated and deleted blocks are told apart', () => {
    const added = newBlockOf('TextBlockComponent');
    const edited = { ...heading, data: { text: 'Hello', level: 2 } } as Block;
    const patch = {
      ...addBlockPatch(base, added),
      [blockKey(heading.id)]: edited,
      [blockKey(image.id)]: null,
      title: 'Renamed',
    };
    const body = saveBody('c1', 7, base, patch);
    expect(body).toMatchObject({
      id: 'c1',
      revision: 7,
      title: 'Renamed',
      newBlocks: [added.id],
      updatedBlocks: [heading.id],
      deletedBlocks: [image.id],
    });
    expect(body.blocks.map((b) => b.id).sort()).toEqual([added.id, heading.id].sort());
    expect(body.structure).toBeDefined();
    expect(Object.keys(withoutKeys(patch, [blockKey(heading.id), 'title'])).sort()).toEqual(
      Object.keys(patch)
        .filter((k) => k !== blockKey(heading.id) && k !== 'title')
        .sort(),
    );
  });

  it("reads a 412's block and field conflicts, each with the author's own value under its patch key", () => {
    const mine = { ...heading, data: { text: 'Mine', level: 2 } } as Block;
    const theirs = { ...heading, data: { text: 'Theirs', level: 2 } } as Block;
    const patch = { [blockKey(heading.id)]: mine, title: 'My title', ...settingChange('showCompletionStatus', false) };
    const details = parseConflicts({
      conflicts: [
        { blockId: heading.id, theirs },
        { field: 'title', theirs: 'Their title' },
        { field: 'settings.showCompletionStatus', theirs: true },
      ],
      revision: 9,
    });
    expect(details?.conflicts.map((c) => editConflictOf(c, patch))).toEqual([
      { kind: 'block', key: blockKey(heading.id), mine, theirs },
      { kind: 'field', key: 'title', field: 'title', mine: 'My title', theirs: 'Their title' },
      {
        kind: 'field',
        key: 'setting:showCompletionStatus',
        field: 'settings.showCompletionStatus',
        mine: false,
        theirs: true,
      },
    ]);
    // "Keep mine" names them back the way the 412 did.
    expect(keepMineOf(details!.conflicts.map((c) => editConflictOf(c, patch).key))).toEqual({
      blockIds: [heading.id],
      fields: ['title', 'settings.showCompletionStatus'],
    });
    expect(fieldLabel('title')).toBe('the module title');
    expect(fieldLabel('settings.showCompletionStatus')).toBe('the setting “show completion status”');
    expect(parseConflicts({ conflicts: [{ theirs: 'no name' }], revision: 1 })).toBeNull();
  });

  it("inserts a template's blocks after a block, in order, as copies under new ids that keep their media", () => {
    const template = [
      { ...image, data: { url: '/api/media/files/m1/original.png', media: { id: 'm1', contentType: 'image/png' } } },
      heading,
    ] as Block[];
    const copies = template.map(copyOfBlock);
    const working = workingContent(base, addBlocksPatch(base, copies, sectionOrder(base)[0]));
    expect(types(working)).toEqual([
      'TextBlockComponent',
      'ImageBlockComponent',
      'HeadingBlockComponent',
      'HeadingBlockComponent',
      'ImageBlockComponent',
    ]);
    const inserted = blocksInOrder(working).slice(1, 3);
    expect(inserted.map((b) => b.id)).toEqual(copies.map((b) => b.id));
    for (const [i, block] of inserted.entries()) {
      expect(block.id).not.toBe(template[i]!.id);
      expect({ ...block, id: template[i]!.id }).toEqual(template[i]);
    }
    // A copy is its own: changing it leaves the template as it was.
    (copies[0]!.data as { media: { id: string } }).media.id = 'other';
    expect((template[0]!.data as { media: { id: string } }).media.id).toBe('m1');
  });

  it('sums up a template in one line, naming its first few types', () => {
    expect(templateSummary({ blockTypes: ['HeadingBlockComponent'] })).toBe('1 block: Heading');
    expect(
      templateSummary({
        blockTypes: ['TextBlockComponent', 'ImageBlockComponent', 'TextBlockComponent', 'QuestionBlockComponent'],
      }),
    ).toBe('4 blocks: Text, Image, Text and 1 more');
  });

  it('moves a section one step by swapping with its neighbour, and nowhere past the ends', () => {
    const [first, second] = sectionOrder(base) as [string, string];
    const moved = workingContent(base, moveSectionPatch(base, first, 1)!);
    expect(sectionOrder(moved).slice(0, 2)).toEqual([second, first]);
    expect(moveSectionPatch(base, first, -1)).toBeNull();
    expect(moveSectionPatch(base, first, 0)).toBeNull();
  });
});

describe('block problems (SPEC §5)', () => {
  it('a text or heading block without letters or digits, or a media block without its file, cannot be published; filling it clears the problem', () => {
    expect(blockProblem(text)).toMatch(/empty/);
    expect(blockProblem({ ...text, data: { html: '<p> &nbsp; </p>' } } as Block)).toMatch(/empty/);
    expect(blockProblem({ ...text, data: { html: '<p>Fire &amp; safety</p>' } } as Block)).toBeNull();
    expect(blockProblem({ ...text, data: { html: '<p>   </p>' } } as Block)).toMatch(/empty/);
    expect(blockProblem({ ...heading, data: { text: 'Été', level: 2 } } as Block)).toBeNull();
    expect(blockProblem(image)).toMatch(/has no image/);
    expect(
      blockProblem({ ...image, data: { ...image.data, url: '/api/media/files/m/original.jpg' } } as Block),
    ).toBeNull();
    expect(blocksWithProblems(base)).toEqual([text.id, heading.id, image.id]);
  });
});
