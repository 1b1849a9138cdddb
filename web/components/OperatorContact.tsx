// The operator's contact block that closes every legal page (docs/product.md, "Screens"): the name, the postal address
// and the e-mail address. A postal address usually begins with the name it is addressed to; the name
// is then shown once, as the start of the address, rather than a second time above it.
import { useOperator } from "../config/useOperator";
import { useWords } from "../i18n/I18nProvider";
import { legalTexts } from "./legal-texts";

export function OperatorContact() {
  const operator = useOperator();
  const { t } = useWords();
  if (!operator) return <p>{t(legalTexts.contactInMail)}</p>;
  const addressAfterName = operator.address.startsWith(operator.name)
    ? operator.address.slice(operator.name.length)
    : null;
  return (
    <address className="card-page" style={{ fontStyle: "normal" }}>
      <strong>{operator.name}</strong>
      {addressAfterName ?? (
        <>
          <br />
          {operator.address}
        </>
      )}
      <br />
      {t(legalTexts.email)} <a href={`mailto:${operator.email}`}>{operator.email}</a>
    </address>
  );
}
