// The copy-to-clipboard helper of the profile editor (docs/product.md, "Screens"; the messages in contract/): copies a text and says how it
// went in a toast — the caller's success text, 'Copy failed.' when the browser refuses, or the
// caller's "not ready" text while the value to copy is not known yet.
import { useCallback } from "react";
import { defineMessages } from "#contract/i18n/define";
import { useToast } from "../components/ToastProvider";
import { useWords } from "../i18n/I18nProvider";

const copyTexts = defineMessages({
  failed: { id: "app.copy.failed", defaultMessage: "Copy failed.", description: "The browser refused the clipboard" },
});

/** Writes `text` to the clipboard; false when the browser has no clipboard or refuses (no permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type CopyTexts = { copied: string; notReady: string };

export function useCopyToClipboard() {
  const toast = useToast();
  const { t } = useWords();
  return useCallback(
    async (text: string | null | undefined, texts: CopyTexts) => {
      if (!text) {
        toast.info(texts.notReady);
        return;
      }
      if (await copyText(text)) toast.success(texts.copied);
      else toast.error(t(copyTexts.failed));
    },
    [toast, t],
  );
}
