// The offer a free owner sees where a feature is part of Pro (a custom domain, scheduling a link): what
// Pro adds, in the feature's own words, and 'Upgrade to Pro', the Subscription card's checkout.
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { subscriptionTexts } from "./subscription-texts";
import { useSubscription } from "./useSubscription";

export function ProOffer({ message, navigate }: { message: string; navigate?: (url: string) => void }) {
  const toast = useToast();
  const { t } = useWords();
  const { busy, run } = useSubscription(toast.error, navigate ?? ((url) => window.location.assign(url)));
  return (
    <div className="pro-offer">
      <p>{message}</p>
      <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => run("checkout")}>
        {busy === "checkout" ? t(subscriptionTexts.processing) : t(subscriptionTexts.upgrade)}
      </button>
    </div>
  );
}
