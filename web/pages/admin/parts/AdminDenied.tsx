// What stands in for the admin area when the stats call did not succeed (docs/product.md, "Admin"): the
// guard dog and why — never any admin data.
import { Link } from "react-router";
import { GuardDog } from "./GuardDog";

export function AdminDenied({ message }: { message: string }) {
  return (
    <section className="admin-denied card-page" aria-labelledby="admin-denied-title">
      <GuardDog />
      <h1 id="admin-denied-title" className="admin-denied__title">
        {message}
      </h1>
      <p className="muted">This area is for LinkNest administrators.</p>
      <Link className="button" to="/dashboard">
        Back to dashboard
      </Link>
    </section>
  );
}
