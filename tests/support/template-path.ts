import { resolve } from 'node:path';

export const PGLITE_TEMPLATE_FILE = resolve('.tmp/pglite-template.tar');
