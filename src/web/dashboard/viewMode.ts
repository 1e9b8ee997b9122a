import { useState } from 'react';

export type ViewMode = 'grid' | 'list';

const STORAGE_KEY = 'tessera.dashboard.viewMode';

function storedViewMode(): ViewMode {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered in this browser across reloads. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState(storedViewMode);
  const choose = (next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be off (private mode, quota); the choice then lasts for this visit.
    }
  };
  return [mode, choose];
}
