// How many inputs a property test tries: PROPERTY_RUNS from the environment when set (`npm run
// test:deep` sets ten times the default), a count sized for `npm test` otherwise; vitest.config.ts hands
// it over. A property's time limit grows with its runs.
import { inject } from "vitest";

export const propertyRuns: number = inject("propertyRuns");

/** Room for `runs` inputs of a few requests each on a busy machine, and never less than Vitest's own 5 s. */
export const propertyTimeout = (runs = propertyRuns) => Math.max(5_000, runs * 200);
