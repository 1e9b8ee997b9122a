/** One file of a package: where it goes in the zip, and its bytes or text. */
export type PackageFile = { path: string; source: Buffer | string };
