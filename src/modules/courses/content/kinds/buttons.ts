import * as z from 'zod/mini';
import { isHttpsOrEmpty, URL_MAX_LENGTH } from '../embed-url';
import { defineBlockKind } from './kind';

export const BUTTON_TARGETS = ['link', 'block'] as const;
export const MAX_BUTTONS = 10;

/** A button opens an https page (in a new tab) or takes the learner to a block of the module. */
const button = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  label: z.string().check(z.maxLength(200)),
  to: z.enum(BUTTON_TARGETS),
  url: z.string().check(z.maxLength(URL_MAX_LENGTH), z.refine(isHttpsOrEmpty, 'must be an https:// address')),
  blockId: z.string().check(z.maxLength(64)),
});
export type StackButton = z.infer<typeof button>;

export const emptyButton = (id: string): StackButton => ({ id, label: '', to: 'link', url: '', blockId: '' });

/** One or more buttons, each to a page on the web or to another block of the module. */
export const buttons = defineBlockKind({
  type: 'ButtonsBlockComponent',
  title: 'Buttons',
  data: z.object({ buttons: z.array(button).check(z.minLength(1), z.maxLength(MAX_BUTTONS)) }),
  empty: (newId) => ({ buttons: [emptyButton(newId())] }),
  texts: (data) =>
    data.buttons.map((b, i) => ({
      key: `button.${b.id}.label`,
      field: 'buttonLabel',
      index: i + 1,
      kind: 'text',
      source: b.label,
      set: (d, label) => ({ ...d, buttons: d.buttons.map((it) => (it.id === b.id ? { ...it, label } : it)) }),
    })),
  completion: 'seen',
});
