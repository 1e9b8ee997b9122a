/** The navigation state the editor is opened with right after a module is created (SPEC §3 onlyNewModules). */
export const NEW_MODULE_STATE = { newModule: true } as const;

export const isNewModuleVisit = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { newModule?: unknown }).newModule === true;
