import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  document.getElementById("ln-config")?.remove();
});
