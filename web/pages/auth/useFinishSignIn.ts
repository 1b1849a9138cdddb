// What every completed sign-in does on the client, whichever way it went (password, second step,
// passkey): greet, load the profile, remember the user and open the dashboard.
import { useNavigate } from "react-router";
import { accountTexts } from "#contract/account-texts";
import { api } from "../../api/client";
import { useAuth } from "../../auth/AuthProvider";
import { useToast } from "../../components/ToastProvider";

export type SignedIn = { msg?: string; username: string };

export function useFinishSignIn() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return async (data: SignedIn) => {
    toast.success(accountTexts.welcomeBack);
    // The session cookie is set by now. The dashboard loads its own data, so a failed profile
    // load here must not keep the user from signing in.
    await api("/api/profile");
    setUser({ username: data.username });
    navigate("/dashboard", { replace: true });
  };
}
