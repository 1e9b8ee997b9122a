import type { ScormVersion } from '../../../modules/delivery/shared';

type Api12 = {
  LMSInitialize(s: ''): string;
  LMSGetValue(key: string): string;
  LMSSetValue(key: string, value: string): string;
  LMSCommit(s: ''): string;
  LMSFinish(s: ''): string;
};
type Api2004 = {
  Initialize(s: ''): string;
  GetValue(key: string): string;
  SetValue(key: string, value: string): string;
  Commit(s: ''): string;
  Terminate(s: ''): string;
};

/** One face for both editions' APIs. */
export type ScormApi = {
  version: ScormVersion;
  initialize(): boolean;
  get(key: string): string;
  set(key: string, value: string): void;
  commit(): void;
  terminate(): void;
};

const API_NAME: Record<ScormVersion, 'API' | 'API_1484_11'> = { scorm12: 'API', scorm2004: 'API_1484_11' };

/** The SCORM search: up the parents (at most 10 levels), then the opener's. */
function findApiObject(start: Window, name: string): unknown {
  const search = (win: Window | null) => {
    for (let level = 0; win && level < 10; level++) {
      try {
        const found = (win as unknown as Record<string, unknown>)[name];
        if (found) return found;
      } catch {
        return null;
      }
      if (win.parent === win) return null;
      win = win.parent;
    }
    return null;
  };
  return search(start) ?? search(start.opener as Window | null);
}

export function findScormApi(start: Window, version: ScormVersion): ScormApi | null {
  const api = findApiObject(start, API_NAME[version]);
  if (!api) return null;
  if (version === 'scorm12') {
    const a = api as Api12;
    return {
      version,
      initialize: () => a.LMSInitialize('') === 'true',
      get: (k) => String(a.LMSGetValue(k) ?? ''),
      set: (k, v) => void a.LMSSetValue(k, v),
      commit: () => void a.LMSCommit(''),
      terminate: () => void a.LMSFinish(''),
    };
  }
  const a = api as Api2004;
  return {
    version,
    initialize: () => a.Initialize('') === 'true',
    get: (k) => String(a.GetValue(k) ?? ''),
    set: (k, v) => void a.SetValue(k, v),
    commit: () => void a.Commit(''),
    terminate: () => void a.Terminate(''),
  };
}

/** Whichever edition's API the frames around us offer (2004 first). */
export const findAnyScormApi = (start: Window) => findScormApi(start, 'scorm2004') ?? findScormApi(start, 'scorm12');
