// The resend offer shown when login answers emailNotVerified (docs/product.md, "Accounts: the rules"; the messages in contract/).
import { useState } from "react";
import { api } from "../../api/client";
import { useToast } from "../../components/ToastProvider";

export function ResendVerification({ email }: { email: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    const result = await api("/api/resend-verification", { method: "POST", json: { email } });
    setBusy(false);
    if (result.ok) toast.success("Verification email sent! Please check your inbox.");
    else toast.error("Failed to send verification email");
  }

  return (
    <button type="button" className="button form-alert__action" onClick={resend} disabled={busy}>
      {busy ? "Sending..." : "Resend verification email"}
    </button>
  );
}
