// The operator's contact block that closes every legal page (docs/product.md, "Screens"): the name, the postal address
// and the e-mail address. A postal address usually begins with the name it is addressed to; the name
// is then shown once, as the start of the address, rather than a second time above it.
import { useOperator } from "../config/useOperator";

export function OperatorContact() {
  const operator = useOperator();
  if (!operator) return <p>Contact details are listed in the footer of every e-mail we send.</p>;
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
      E-mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
    </address>
  );
}
