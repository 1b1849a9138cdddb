import { Link } from "react-router";
import { productName } from "../product";

/** Outside public pages the footer shows Terms, Privacy, Data Compliance and a copyright line. */
export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal">
          <Link to="/tos">Terms</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/data-compliance">Data Compliance</Link>
        </nav>
        <p className="muted">
          © {year} {productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
