// The abuse contact on every legal page (docs/product.md, "Trust and safety"): how to report a page, and where security
// issues go (the operator's address, also given in /.well-known/security.txt).
import { useOperator } from "../config/useOperator";

export function AbuseContact() {
  const operator = useOperator();
  return (
    <section aria-labelledby="abuse-contact">
      <h2 id="abuse-contact">Report abuse</h2>
      <p>
        To report a page for phishing, spam, impersonation, unlabelled adult content or hate, use the Report link in the
        top corner of that page; reports can be anonymous.
        {operator ? (
          <>
            {" "}
            You can also write to <a href={`mailto:${operator.email}`}>{operator.email}</a>, which is also the address
            for security issues (see <a href="/.well-known/security.txt">security.txt</a>).
          </>
        ) : null}
      </p>
    </section>
  );
}
