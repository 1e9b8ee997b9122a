export type { ImportedXliff, XliffDocument, XliffVersion } from './document';
export { XliffUnreadable } from './document';
export { exportXliff } from './export';
export { importXliff } from './import';
