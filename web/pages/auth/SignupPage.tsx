// /signup (docs/product.md, "Screens"): the form until the account exists, then the 'Check your email' screen.
import { useState } from "react";
import { CheckEmailScreen } from "./CheckEmailScreen";
import { SignupForm } from "./SignupForm";

export function SignupPage() {
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  if (createdFor !== null) return <CheckEmailScreen email={createdFor} />;
  return <SignupForm onCreated={setCreatedFor} />;
}
