// /dashboard (SPEC §2 "Dashboard"): the signed-in user's home. Cards stack in the grid below; the
// profile, links, avatar and subscription cards join it in later work.
import { useAuth } from "../../auth/AuthProvider";
import { DashboardToolbar } from "./DashboardToolbar";
import { DeleteAccountSection } from "./DeleteAccountSection";

export function DashboardPage() {
  const { user } = useAuth();
  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div>
          <h1>Dashboard</h1>
          <p className="muted">
            Signed in as <strong className="dashboard__username">{user?.username}</strong>
          </p>
        </div>
        <DashboardToolbar />
      </header>
      <div className="dashboard__cards">
        <DeleteAccountSection />
      </div>
    </div>
  );
}
