import { startTransition, useEffect, useState } from "react";

// Set once the page has hydrated: what mounts later (a client-side navigation) starts hydrated.
let pageHydrated = false;

/**
 * False during server rendering and hydration, true once the page runs in the browser. The switch
 * to true is a transition after hydration, rendered in slices with every other one; a
 * useSyncExternalStore that differs from its server snapshot is re-rendered synchronously instead,
 * in one long task on a phone (issue 14, decision 041).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
