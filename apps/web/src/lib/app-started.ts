// "The app is on screen and listening": said by the layout of every screen once
// React has taken it over (its effects run only then, also when React hydrates the
// page in parts). main.tsx hands the visitor's early taps and typing to it then.
import { createContext, useContext, useEffect } from 'react';

const AppStartedContext = createContext<(() => void) | undefined>(undefined);

export const AppStartedProvider = AppStartedContext.Provider;

/** Called by each screen's layout; what main.tsx gave the provider runs once. */
export function useAppStarted(): void {
  const started = useContext(AppStartedContext);
  useEffect(() => started?.(), [started]);
}
