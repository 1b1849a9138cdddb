import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <section className="hero">
      <h1>Page not found</h1>
      <p className="hero__tagline">There is nothing at this address.</p>
      <Link className="button" to="/">
        Back to home
      </Link>
    </section>
  );
}
