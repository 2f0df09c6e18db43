import { createContext, useContext } from 'react';
import type { RootStore } from '../store/RootStore.js';

/** The whole store, for the frame's own components (plugins get the narrower WebContext). */
export const RootContext = createContext<RootStore | null>(null);

export function useRoot(): RootStore {
  const root = useContext(RootContext);
  if (!root) throw new Error('useRoot() must be used inside <App>');
  return root;
}
