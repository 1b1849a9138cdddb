import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { StrictMode, useEffect, useRef, useState } from "react";
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

// React's development StrictMode runs every effect twice (set up, clean up, set up) on mount, as `npm run
// dev` does. A toast raised while the tree mounts — the screen a sign-in opens, a page greeting its
// visitor — must still close on time.
describe("toasts under StrictMode", () => {
  function GreetOnArrival() {
    const toast = useToast();
    const greeted = useRef(false);
    useEffect(() => {
      if (greeted.current) return;
      greeted.current = true;
      toast.success("Welcome back.");
    }, [toast]);
    return null;
  }

  it("a toast raised as the screen mounts closes after 2500 ms", () => {
    vi.useFakeTimers();
    render(
      <StrictMode>
        <ToastProvider>
          <GreetOnArrival />
        </ToastProvider>
      </StrictMode>,
    );
    expect(within(region()).getAllByText("Welcome back.")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2499));
    expect(within(region()).queryByText("Welcome back.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region()).queryByText("Welcome back.")).toBeNull();
  });

  it("a toast raised before a navigation closes after 2500 ms on the next screen", () => {
    vi.useFakeTimers();
    function SignIn() {
      const toast = useToast();
      const [signedIn, setSignedIn] = useState(false);
      if (signedIn) return <GreetOnArrival />;
      return (
        <button
          type="button"
          onClick={() => {
            toast.success("Saved.");
            setSignedIn(true);
          }}
        >
          sign in
        </button>
      );
    }
    render(
      <StrictMode>
        <ToastProvider>
          <SignIn />
        </ToastProvider>
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole("button", { name: "sign in" }));
    expect(within(region()).getByText("Saved.")).toBeTruthy();
    act(() => vi.advanceTimersByTime(2500));
    expect(within(region()).queryByText("Saved.")).toBeNull();
    expect(within(region()).queryByText("Welcome back.")).toBeNull();
  });
});
