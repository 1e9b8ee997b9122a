/** What the web app may use of the media module: pure names and shapes, no server code. */
export { type MediaKind, mediaKinds } from './events';
export { imageSources, mediaFileUrl, variantFile } from './variants';
