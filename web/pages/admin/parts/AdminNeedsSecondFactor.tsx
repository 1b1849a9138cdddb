// /admin for an admin without a second factor while the admin area requires one (docs/product.md, "Roles"): why, and
// the way to the dashboard's Security card to set it up.
import { Link } from "react-router";
import { adminTexts } from "../admin-texts";

export function AdminNeedsSecondFactor() {
  return (
    <section className="admin-denied card-page" aria-labelledby="admin-2fa-title">
      <h1 id="admin-2fa-title" className="admin-denied__title">
        {adminTexts.needsSecondFactor}
      </h1>
      <p className="muted">
        Admins can act as any user, so the admin area asks for an authenticator app or a passkey as well as your
        password.
      </p>
      <Link className="button button--primary" to="/dashboard/settings#security">
        Set up two-factor authentication
      </Link>
    </section>
  );
}
