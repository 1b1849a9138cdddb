// How many inputs a property test tries: PROPERTY_RUNS from the environment when set (`npm run
// test:deep` sets ten times the default), a count sized for `npm test` otherwise; vitest.config.ts hands
// it over. A property's time limit grows with its runs.
import { inject } from "vitest";

export const propertyRuns: number = inject("propertyRuns");

/**
 * Room for `runs` inputs of a few requests each on a busy machine (an input's requests have taken 200 ms
 * there beside the e2e suite), and never less than the suite's own thirty seconds (vitest.config.ts).
 */
export const propertyTimeout = (runs = propertyRuns) => Math.max(30_000, runs * 500);
