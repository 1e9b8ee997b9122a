import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { fileUrl } from './media';

/**
 * A file learners download: where it is, the name it is saved under, its type and size as the
 * upload found them, and the author's words about it. Done once downloaded: the file is what the
 * block gives, and scrolling past a file's name teaches nothing.
 */
export const attachment = defineBlockKind({
  type: 'AttachmentBlockComponent',
  title: 'Attachment',
  data: z.object({
    url: fileUrl,
    name: z.string().check(z.maxLength(255)),
    contentType: z.string().check(z.maxLength(100)),
    size: z.int().check(z.nonnegative()),
    description: z.string().check(z.maxLength(2000)),
  }),
  empty: () => ({ url: '', name: '', contentType: '', size: 0, description: '' }),
  texts: (d) => [
    {
      key: 'description',
      field: 'attachmentDescription',
      kind: 'text',
      source: d.description,
      set: (next, description) => ({ ...next, description }),
    },
  ],
  media: (d) => [d.url],
  completion: 'explored',
});
