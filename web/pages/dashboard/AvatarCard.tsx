// The avatar card (docs/product.md, "Screens", "Accounts: the rules" and "Limits"; the messages in contract/): the current avatar or its initial, an upload that happens at
// once (after the client-side image and 2 MB checks), and 'Clear avatar', disabled unless there is one.
import { useMutation } from "@tanstack/react-query";
import type { ChangeEvent } from "react";
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";
import { errorMessage } from "../../api/queries";
import { Avatar } from "../../components/Avatar";
import { useToast } from "../../components/ToastProvider";
import { useWords } from "../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../i18n/refusal-words";
import { avatarTexts } from "./dashboard-texts";
import { avatarFileProblem } from "./editor/avatar-rules";
import { useProfileEditor } from "./editor/ProfileEditor";
import { avatarMutationKey, clearAvatar, uploadAvatar } from "./editor/profile-api";

export function AvatarCard() {
  const { pageId, readOnly, saved, saving, setAvatar } = useProfileEditor();
  const toast = useToast();
  const { t } = useWords();
  const upload = useMutation({
    mutationKey: avatarMutationKey,
    mutationFn: (file: File) => uploadAvatar(pageId, file),
    onSuccess: (data) => {
      if (!data?.url) {
        toast.error(t(avatarTexts.uploadFailed));
        return;
      }
      setAvatar(data.url, data.version);
      toast.success(data.msg || refusalInReadersWords(profileMessages.avatarUploaded));
    },
    onError: (error) => toast.error(errorMessage(error, t(avatarTexts.uploadFailed))),
  });
  const clear = useMutation({
    mutationKey: avatarMutationKey,
    mutationFn: () => clearAvatar(pageId),
    onSuccess: (data) => {
      setAvatar(null, data?.version);
      toast.success(data?.msg || refusalInReadersWords(profileMessages.avatarCleared));
    },
    onError: (error) => toast.error(errorMessage(error, t(avatarTexts.clearFailed))),
  });
  if (!saved) return null;
  const disabled = readOnly || upload.isPending || clear.isPending || saving;

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied at once, so choosing the same file again (after a failure, say) still fires a change.
    input.value = "";
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file);
  }

  return (
    <section className="card-page dashboard-card avatar-card" aria-labelledby="avatar-card-title">
      <h2 id="avatar-card-title">{t(avatarTexts.title)}</h2>
      <Avatar
        src={saved.avatar}
        username={saved.username}
        label={t(avatarTexts.yourAvatar)}
        className="avatar--large"
      />
      <div className="avatar-card__actions">
        <div className="file-button">
          {/* The input stays in the tab order and is labelled by the visible button-like label. */}
          <input
            id="avatar-file"
            className="file-button__input"
            type="file"
            accept="image/*"
            disabled={disabled}
            aria-describedby="avatar-file-hint"
            onChange={onFileChosen}
          />
          <label htmlFor="avatar-file" className="button button--primary file-button__label">
            {upload.isPending ? t(avatarTexts.uploading) : t(avatarTexts.upload)}
          </label>
        </div>
        <button type="button" className="button" onClick={() => clear.mutate()} disabled={disabled || !saved.avatar}>
          {clear.isPending ? t(avatarTexts.clearing) : t(avatarTexts.clear)}
        </button>
      </div>
      <p className="field__hint" id="avatar-file-hint">
        {t(avatarTexts.hint, { megabytes: limits.avatarMaxBytes / (1024 * 1024) })}
      </p>
    </section>
  );
}
