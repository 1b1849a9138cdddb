// Whether the app's first render is over. A page prerendered at build (web/prerender.tsx) must render
// in the browser exactly as it was rendered at build, as a guest and without the per-request config,
// for React to take its HTML over; what depends on the browser (the remembered user, the config the
// worker embedded) fills in on the render right after.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

const HydratedContext = createContext(true);

/** `hydrating`: the page arrived as prerendered HTML that this render takes over. */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => setHydrated(true), []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False only during the render that takes over prerendered HTML. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
