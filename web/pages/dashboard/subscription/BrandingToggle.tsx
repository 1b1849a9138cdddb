// The Pro branding switch (docs/product.md, "Dashboard"): the value changes at once and then saves;
// disabled until the setting has loaded and while saving; never rolled back when saving fails. The
// setting is the current page's profile's, read once for the whole dashboard (editor/profile-api.ts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { brandingText } from "#contract/profile-schemas";
import { errorMessage, failureOf } from "../../../api/queries";
import { Switch } from "../../../components/Switch";
import { useWords } from "../../../i18n/I18nProvider";
import { useCurrentPage } from "../current-page";
import { profileQuery, saveBranding, versionAfterOwnWrite } from "../editor/profile-api";
import { subscriptionTexts } from "./subscription-texts";

export function BrandingToggle({ onError }: { onError: (text: string) => void }) {
  const queryClient = useQueryClient();
  const { t } = useWords();
  const { id: pageId } = useCurrentPage();
  const pageProfile = profileQuery(pageId);
  const profile = useQuery(pageProfile);
  const loadFailed = profile.isError;
  useEffect(() => {
    if (loadFailed) onError(t(subscriptionTexts.brandingLoadFailed));
  }, [loadFailed, onError, t]);

  // The switch shows the owner's choice at once, and keeps it whatever the answer.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (showBranding: boolean) => saveBranding(pageId, showBranding),
    onSuccess: (answer, showBranding) =>
      queryClient.setQueryData(
        pageProfile.queryKey,
        (current) => current && { ...current, showBranding, version: versionAfterOwnWrite(current, answer?.version) },
      ),
    onError: (error) =>
      onError(
        failureOf(error).networkError
          ? t(subscriptionTexts.networkError)
          : errorMessage(error, t(subscriptionTexts.brandingSaveFailed)),
      ),
  });
  const showBranding = chosen ?? profile.data?.showBranding ?? null;

  return (
    <div className="branding-toggle">
      <Switch
        label={t(subscriptionTexts.showBranding, { branding: brandingText })}
        checked={showBranding ?? true}
        disabled={showBranding === null || save.isPending}
        onChange={(next) => {
          setChosen(next);
          save.mutate(next);
        }}
      />
      {save.isPending && (
        <span className="muted" aria-live="polite">
          {t(subscriptionTexts.saving)}
        </span>
      )}
    </div>
  );
}
