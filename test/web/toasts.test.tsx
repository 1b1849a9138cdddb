import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastProvider, useToast } from "../../web/components/ToastProvider";

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success("Saved.")}>
        success
      </button>
      <button type="button" onClick={() => toast.error("Broken.")}>
        error
      </button>
    </>
  );
}

const region = () => screen.getByRole("status", { name: "Notifications" });

describe("toasts", () => {
  it("announce in a polite live region and disappear after 2500 ms", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    expect(region().getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "success" }));
    expect(within(region()).getByText("Saved.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2499));
    expect(within(region()).queryByText("Saved.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText("Saved.")).toBeNull();
  });

  it("mark their kind and can be dismissed early", () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    const toast = within(region()).getByText("Broken.").closest(".toast");
    expect(toast?.classList.contains("toast--error")).toBe(true);
    fireEvent.click(within(region()).getByRole("button", { name: "Dismiss notification" }));
    expect(within(region()).queryByText("Broken.")).toBeNull();
  });
});
