// The abuse contact on every legal page (docs/product.md, "Trust and safety"): how to report a page, and where security
// issues go (the operator's address, also given in /.well-known/security.txt).
import { useOperator } from "../config/useOperator";
import { useWords } from "../i18n/I18nProvider";
import { legalTexts } from "./legal-texts";

export function AbuseContact() {
  const operator = useOperator();
  const { t } = useWords();
  return (
    <section aria-labelledby="abuse-contact">
      <h2 id="abuse-contact">{t(legalTexts.reportAbuse)}</h2>
      <p>
        {t(legalTexts.reportHow)}
        {operator ? (
          <>
            {" "}
            {t(legalTexts.writeTo)} <a href={`mailto:${operator.email}`}>{operator.email}</a>
            {t(legalTexts.securityIssues)} <a href="/.well-known/security.txt">security.txt</a>).
          </>
        ) : null}
      </p>
    </section>
  );
}
