import { Link } from "react-router";
import { useAuth } from "../auth/AuthProvider";
import { productName } from "../product";

/**
 * The header shows the product name and where a visitor can go next: Log in and Sign up for a guest,
 * the dashboard (and the admin area for an admin) once signed in. Public profile pages have no header
 * at all (docs/product.md, "Screens").
 */
export function SiteHeader() {
  const { user, isAdmin } = useAuth();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {productName}
        </Link>
        <nav className="site-header__nav" aria-label="Account">
          {user ? (
            <>
              {isAdmin && <Link to="/admin">Admin</Link>}
              <Link to="/dashboard">Dashboard</Link>
            </>
          ) : (
            <>
              <Link to="/login">Log in</Link>
              <Link className="button button--primary button--small" to="/signup">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
