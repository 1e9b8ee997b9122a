import { resolve } from 'node:path';

/** Where the built web app is (`npm run build`): served when it exists. */
export const WEB_ROOT = resolve('dist/web');
