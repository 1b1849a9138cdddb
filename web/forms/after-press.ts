// Holds back a layout change while a mouse button (or a tap) is down. A field shows its message when
// it loses focus (docs/product.md, "Limits"), and focus moves as a press begins, before the release that makes the
// click. A message appearing at once pushes down what lies below it, the pressed button included, so
// the release lands beside the button and the click is lost (the first click on "Sign up", or on a
// second "Add a link" preset). Held back, the message appears just after the click.

let pressing = false;
let waiting: (() => void)[] = [];

function runWaiting() {
  const jobs = waiting;
  waiting = [];
  for (const job of jobs) job();
}

function released() {
  if (!pressing) return;
  pressing = false;
  // The browser dispatches the click right after the release, in the same task: this runs after it.
  setTimeout(runWaiting, 0);
}

if (typeof document !== "undefined") {
  // Capture phase, so the press is known before the focus moves (and before any handler can stop it).
  document.addEventListener(
    "mousedown",
    () => {
      pressing = true;
    },
    true,
  );
  document.addEventListener("mouseup", released, true);
  // A press can also end without a release reaching the page: dragged out of the window, cancelled, or
  // taken by a menu (a context menu, a select's list). Whatever comes next ends the wait.
  for (const type of ["dragend", "pointercancel", "contextmenu", "keydown"]) {
    document.addEventListener(type, released, true);
  }
  window.addEventListener("blur", released);
}

/** Runs `change` now, or, while a press is under way, once its release and click have been handled. */
export function afterPress(change: () => void): void {
  if (pressing) waiting.push(change);
  else change();
}
