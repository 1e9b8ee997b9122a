export type { ImportedXliff, XliffDocument, XliffUnit, XliffVersion } from './document';
export { XliffUnreadable } from './document';
export { exportXliff } from './export';
export { importXliff } from './import';
