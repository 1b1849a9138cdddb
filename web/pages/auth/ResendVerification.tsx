// The resend offer shown when login answers emailNotVerified and on the screen after signup (docs/product.md,
// "Accounts: the rules"; the messages in contract/).
import { useMutation } from "@tanstack/react-query";
import { apiRoutes } from "../../api/client";
import { send } from "../../api/queries";
import { useToast } from "../../components/ToastProvider";

export function ResendVerification({ email }: { email: string }) {
  const toast = useToast();
  const resend = useMutation({
    mutationFn: () => send(apiRoutes["resend-verification"].$post({ json: { email } })),
    onSuccess: () => toast.success("Verification email sent! Please check your inbox."),
    onError: () => toast.error("Failed to send verification email"),
  });

  return (
    <button
      type="button"
      className="button form-alert__action"
      onClick={() => resend.mutate()}
      disabled={resend.isPending}
    >
      {resend.isPending ? "Sending..." : "Resend verification email"}
    </button>
  );
}
