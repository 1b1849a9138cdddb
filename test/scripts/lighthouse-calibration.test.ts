// The bench's CPU slowdown for Lighthouse: the mid-tier phone Lighthouse's 4× makes of a high-end
// desktop, whatever host the bench runs on.
import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "../../measure/bench/lighthouse";

describe("the bench's CPU slowdown", () => {
  it("is Lighthouse's 4× on a high-end desktop and never more", () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(2600)).toBe(4);
  });

  it("shrinks in proportion on a slower host, to one decimal", () => {
    expect(cpuSlowdownFor(1000)).toBe(2.3);
    expect(cpuSlowdownFor(875)).toBe(2);
  });

  it("never speeds up a host already slower than the phone", () => {
    expect(cpuSlowdownFor(300)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });
});
