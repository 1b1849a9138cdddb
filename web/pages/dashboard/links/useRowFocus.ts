// Keeps keyboard focus where the user expects it while the link list changes under it: on the moved
// row after a reorder, on the new row after an add, on a neighbour after a remove. React may re-create
// or re-insert a moved row's DOM nodes, which drops focus, so the wanted element is focused after the
// render that applied the change.
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/** The focusable parts of a row, marked in the markup with data-focus. */
export type RowFocusTarget = "row" | "title" | "url" | "more" | "up" | "down" | "remove";

type Request = { key: string | null; target: RowFocusTarget; caretAtEnd: boolean };

// When the wanted control is disabled (Move up on the new first row), the nearest sensible one.
const fallbacks: Record<RowFocusTarget, RowFocusTarget[]> = {
  row: [],
  title: ["row"],
  url: ["row"],
  more: ["row"],
  up: ["down", "row"],
  down: ["up", "row"],
  remove: ["row"],
};

export function focusTargetOf(element: EventTarget | null): RowFocusTarget {
  const target = element instanceof HTMLElement ? element.dataset.focus : undefined;
  return target && target in fallbacks ? (target as RowFocusTarget) : "row";
}

/** `list` holds the rows; `outside` takes focus when the requested row is gone (the list emptied). */
export function useRowFocus(list: RefObject<HTMLElement | null>, outside: RefObject<HTMLElement | null>) {
  const pending = useRef<Request | null>(null);

  // Runs after every render; does nothing unless a change asked for focus.
  useLayoutEffect(() => {
    const request = pending.current;
    if (!request) return;
    pending.current = null;
    const row = request.key ? list.current?.querySelector(`[data-link-key="${request.key}"]`) : null;
    if (!row) {
      outside.current?.focus();
      return;
    }
    for (const target of [request.target, ...fallbacks[request.target]]) {
      const element = row.querySelector<HTMLElement>(`[data-focus="${target}"]`);
      if (!element || (element as HTMLButtonElement).disabled) continue;
      // Still focused (React kept the node): leave it alone, caret included.
      if (element === document.activeElement) return;
      element.focus();
      if (request.caretAtEnd && element instanceof HTMLInputElement) {
        element.setSelectionRange(element.value.length, element.value.length);
      }
      return;
    }
  });

  /** Asks for focus on `target` of the row `key` once the change is rendered. */
  return useCallback((key: string | null, target: RowFocusTarget, { caretAtEnd = false } = {}) => {
    pending.current = { key, target, caretAtEnd };
  }, []);
}
