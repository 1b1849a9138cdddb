import { useOperator } from "../config/useOperator";

/** The operator's contact address and postal address, as every legal page states them. */
export function OperatorContact() {
  const operator = useOperator();
  if (!operator) return <p>Contact details are listed in the footer of every e-mail we send.</p>;
  return (
    <address className="card-page" style={{ fontStyle: "normal" }}>
      <strong>{operator.name}</strong>
      <br />
      {operator.address}
      <br />
      E-mail: <a href={`mailto:${operator.email}`}>{operator.email}</a>
    </address>
  );
}
