import type SharpModule from 'sharp';

let loaded: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips, a native library), loaded with the first image it works on: loading it at
 * start-up cost more than a tenth of a second, before most servers see an image.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
