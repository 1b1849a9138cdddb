// The dashboard's top buttons (SPEC §2). For now Sign out; the public-page and copy buttons join later.
import { useState } from "react";
import { useAuth } from "../../auth/AuthProvider";
import { useSignedInExit } from "../../components/RouteGuards";

export function DashboardToolbar() {
  const { logout } = useAuth();
  const exitTo = useSignedInExit();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    // Once logout() has cleared the user (it does even when the server call fails, SPEC §4), the
    // guard takes the user home.
    exitTo("/");
    await logout();
  }

  return (
    <div className="dashboard__toolbar">
      <button type="button" className="button" onClick={signOut} disabled={signingOut}>
        {signingOut ? "Signing out..." : "Sign out"}
      </button>
    </div>
  );
}
