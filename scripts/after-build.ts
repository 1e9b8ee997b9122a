import type { Plugin } from 'vite';

/** A Vite plugin that runs `work` on the build's output folder once the bundle is written. */
export function afterBuild(name: string, work: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => work(outDir),
  };
}
