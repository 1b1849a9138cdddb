// The public page's small "Report" control (docs/product.md, "Trust and safety"), in the page's top corner: a plain link to the
// server-rendered report form, so it costs no script and no request. It sits in a landmark of its own,
// as everything on the page does, so assistive technology can reach it by landmarks too.
export function ReportControl({ username }: { username: string }) {
  return (
    <nav aria-label="Report this page">
      <a className="report" href={`/report?u=${encodeURIComponent(username)}`} rel="nofollow">
        Report
      </a>
    </nav>
  );
}
