// Log lines as a scrollable, focusable block (so keyboard users can scroll it), newest as the server
// orders them.
export function LogView({ label, lines }: { label: string; lines: string[] | null }) {
  if (lines === null) return <p className="muted">Loading…</p>;
  if (!lines.length) return <p className="muted admin-empty">No lines match.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="admin-log" tabIndex={0} aria-label={label}>
      <pre>{lines.join("\n")}</pre>
    </section>
  );
}
