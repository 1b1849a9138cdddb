// A link's thumbnail in the editor (docs/product.md, "Making the page yours"): the image beside the
// link's title on the page, added or removed at once like the avatar (not with the save). A link gets
// one once it is saved, since the upload names the link by its saved id.
import { useMutation } from "@tanstack/react-query";
import type { ChangeEvent } from "react";
import { errorMessage } from "../../../api/queries";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import { thumbnailFileProblem } from "../editor/avatar-rules";
import type { DraftLink } from "../editor/draft";
import { useProfileEditor } from "../editor/ProfileEditor";
import { removeThumbnail, uploadThumbnail } from "../editor/profile-api";
import { linkMoreTexts as texts } from "./links-texts";

type Props = { link: DraftLink; disabled: boolean };

export function LinkThumbnail({ link, disabled }: Props) {
  const { pageId, setLinkThumbnail } = useProfileEditor();
  const toast = useToast();
  const { t } = useWords();
  const linkId = typeof link.source?.id === "string" ? link.source.id : null;
  const thumbnail = typeof link.source?.thumbnail === "string" ? link.source.thumbnail : null;
  const upload = useMutation({
    mutationFn: (file: { linkId: string; file: File }) => uploadThumbnail(pageId, file),
    onSuccess: (data, { linkId }) => {
      if (data?.url) setLinkThumbnail(linkId, data.url, data.version);
      else toast.error(t(texts.uploadFailed));
    },
    onError: (error) => toast.error(errorMessage(error, t(texts.uploadFailed))),
  });
  const remove = useMutation({
    mutationFn: (linkId: string) => removeThumbnail(pageId, linkId),
    onSuccess: (data, linkId) => setLinkThumbnail(linkId, null, data?.version),
    onError: (error) => toast.error(errorMessage(error, t(texts.removeFailed))),
  });
  if (link.kind !== "link") return null;
  if (!linkId) return <span className="field__hint">{t(texts.saveFirst)}</span>;
  const busy = disabled || upload.isPending || remove.isPending;
  const inputId = `${link.key}-thumbnail`;

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied at once, so choosing the same file again still fires a change.
    input.value = "";
    if (!file || !linkId) return;
    const problem = thumbnailFileProblem(file);
    // The server's own refusal of such a file, in the reader's words.
    if (problem) toast.error(refusalInReadersWords(problem));
    else upload.mutate({ linkId, file });
  }

  return (
    <div className="link-thumbnail">
      {thumbnail ? <img src={thumbnail} alt="" width={32} height={32} /> : null}
      <div className="file-button">
        <input
          id={inputId}
          className="file-button__input"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={busy}
          onChange={onFileChosen}
        />
        <label htmlFor={inputId} className="button button--small file-button__label">
          {t(upload.isPending ? texts.uploading : thumbnail ? texts.changeImage : texts.addImage)}
        </label>
      </div>
      {thumbnail ? (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => linkId && remove.mutate(linkId)}
        >
          {t(remove.isPending ? texts.removing : texts.removeImage)}
        </button>
      ) : null}
    </div>
  );
}
