import { Link } from "react-router";
import { productName } from "../product";

/** The header shows the product name; public profile pages have no header at all (product §2). */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {productName}
        </Link>
      </div>
    </header>
  );
}
