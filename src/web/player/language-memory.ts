/** The learner's last choice of language in a module, kept in this browser (none in a sandbox or with storage off). */
export type LanguageMemory = { last(): string | null; remember(language: string): void };

const languageKey = (moduleId: string) => `tessera.language.${moduleId}`;

export function languageMemory(storage: Storage | null, moduleId: string): LanguageMemory {
  const key = languageKey(moduleId);
  return {
    last() {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    remember(language) {
      try {
        storage?.setItem(key, language);
      } catch {
        // Private modes and full storage refuse writes: the choice lasts this visit only.
      }
    },
  };
}
