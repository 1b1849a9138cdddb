// What every completed sign-in does on the client, whichever way it went (password, second step,
// passkey): greet, load the profile, remember the user and open the dashboard — in this document when
// it is isolated from other windows, else as a new document, which the session cookie now makes
// isolated (docs/decisions/021).
import { useNavigate } from "react-router";
import { accountTexts } from "#contract/account-texts";
import { ownProfilePath } from "#contract/first-reads";
import { api } from "../../api/client";
import { useAuth } from "../../auth/AuthProvider";
import { writeStoredUser } from "../../auth/auth-storage";
import { documentIsolated, reopenAsIsolatedDocument } from "../../auth/document-isolation";
import { carryToast } from "../../components/carried-toast";
import { useToast } from "../../components/ToastProvider";

export type SignedIn = { msg?: string; username: string };

export function useFinishSignIn() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return async (data: SignedIn) => {
    const user = { username: data.username };
    toast.success(accountTexts.welcomeBack);
    // The session cookie is set by now. The dashboard loads its own data, so a failed profile
    // load here must not keep the user from signing in.
    await api(ownProfilePath);
    if (!documentIsolated()) {
      // The dashboard's document restores the user at once and shows the greeting again; this one
      // stays a guest's until it is replaced.
      writeStoredUser(user);
      carryToast({ text: accountTexts.welcomeBack, kind: "success" });
      if (reopenAsIsolatedDocument("/dashboard")) return;
    }
    setUser(user);
    navigate("/dashboard", { replace: true });
  };
}
