import * as z from 'zod/mini';
import { URL_MAX_LENGTH } from '../embed-url';

/**
 * Where a kind's file is: an upload (`/api/media/files/…`), one of Tessera's own files, or a file
 * on the web over http(s); '' is no file yet. Only these: never a `javascript:` or `data:` address
 * a download link would run.
 */
export const isFileAddress = (url: string) => url === '' || /^(\/(?!\/)|https?:\/\/)\S*$/i.test(url);

/** The same, in a package, where its files are copies beside the player (`media/…`, scorm/media.ts). */
export const isPlayableFileAddress = (url: string) => isFileAddress(url) || /^media\/\S+$/.test(url);

export const fileUrl = z
  .string()
  .check(z.maxLength(URL_MAX_LENGTH), z.refine(isFileAddress, 'must be an uploaded file or an http(s) address'));

/** An uploaded image as the image block keeps it (blocks.ts `mediaRef`): enough to ask for the sizes a page needs. */
export const mediaRef = z.optional(
  z.object({
    id: z.string().check(z.maxLength(64)),
    contentType: z.string().check(z.maxLength(100)),
    width: z.optional(z.int().check(z.positive())),
    height: z.optional(z.int().check(z.positive())),
    name: z.optional(z.string().check(z.maxLength(255))),
  }),
);

export const ALT_MAX_LENGTH = 500;

/** An image of a kind: its file, its upload's sizes when uploaded, and its alternative text. */
export const pictureFields = {
  url: fileUrl,
  media: mediaRef,
  alt: z.string().check(z.maxLength(ALT_MAX_LENGTH)),
};
