// The public page's small "Report" control (product §12), in the page's top corner: a plain link to the
// server-rendered report form, so it costs no script and no request.
export function ReportControl({ username }: { username: string }) {
  return (
    <a className="report" href={`/report?u=${encodeURIComponent(username)}`} rel="nofollow">
      Report
    </a>
  );
}
