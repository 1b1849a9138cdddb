// Your data (docs/product.md, "Accounts: the rules"): download everything as a file (its images inside), import such
// a file into the page the address names (merge, or replace after a confirmation), paste URLs, one per line, to add
// them as links titled from their hosts, or bring a page from another service (import/BringYourPage.tsx).
// What an import left out is listed, with why, until the next one: in the reader's words, each note known by its
// English like a refusal (web/i18n/refusals.ts).
import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import {
  exportFormat,
  exportVersion,
  type ImportAnswer,
  type ImportInput,
  importMessages,
} from "#contract/account-data";
import { limits } from "#contract/limits";
import { apiRoutes } from "../../../api/client";
import { send } from "../../../api/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormAlert } from "../../../components/FormAlert";
import { TextAreaField } from "../../../components/TextAreaField";
import { useToast } from "../../../components/ToastProvider";
import { useAppForm } from "../../../forms/app-form";
import { useFormSubmit } from "../../../forms/form-submit";
import { useWords } from "../../../i18n/I18nProvider";
import { refusalInWords } from "../../../i18n/refusal-words";
import { useCurrentPage } from "../current-page";
import { useProfileEditor } from "../editor/ProfileEditor";
import { BringYourPage } from "../import/BringYourPage";
import { yourDataTexts } from "./your-data-texts";

type Mode = "merge" | "replace";
/** The file form's values: the picker's files as the browser holds them, and how to import. */
type FileForm = { file: FileList | null; mode: Mode };
const fileFormSchema = (chooseFile: string) =>
  z.object({
    file: z.custom<FileList | null>((files) => (files as FileList | null)?.length, chooseFile),
    mode: z.enum(["merge", "replace"]),
  });
const pasteFormSchema = (pasteSomething: string) => z.object({ pasted: z.string().trim().min(1, pasteSomething) });

/** What an export file holds that an import takes (the analytics and sessions stay behind); null if it is no export. */
async function importedPartsOf(file: File): Promise<ImportInput["data"] | null> {
  try {
    const { format, version, profile, links } = JSON.parse(await file.text()) ?? {};
    // As the file has them, unchecked: the import's own rules answer a file that is no export.
    return { format, version, profile, links };
  } catch {
    return null;
  }
}

export function YourDataCard() {
  const { retryLoad } = useProfileEditor();
  const toast = useToast();
  const { t } = useWords();
  // The file goes into the page the dashboard shows when the caller owns it, else into their primary page.
  const page = useCurrentPage();
  const pageId = page.role === "owner" && !page.primary ? page.id : null;
  /** What the card says itself after a paste: the lines that are no web addresses. */
  const [notice, setNotice] = useState<string | null>(null);
  /** What the last import left out, and why. */
  const [leftOut, setLeftOut] = useState<ImportAnswer | null>(null);
  /** A replace waiting for the owner's yes: the answer the file form's send waits for. */
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const answerReplace = useRef<(yes: boolean) => void>(() => {});
  const askToReplace = () =>
    new Promise<boolean>((resolve) => {
      answerReplace.current = (yes) => {
        setConfirmingReplace(false);
        resolve(yes);
      };
      setConfirmingReplace(true);
    });

  const postImport = (data: ImportInput["data"], mode: Mode) => {
    setNotice(null);
    setLeftOut(null);
    return send(apiRoutes.account.import.$post({ json: { data, mode, ...(pageId ? { pageId } : {}) } }));
  };
  /** An import taken (null: none was sent): say so, list what it left out, and let the editor read the result. */
  const imported = (answer: ImportAnswer | null) => {
    if (!answer) return;
    toast.success(answer.msg);
    if (Array.isArray(answer.leftOut) && answer.leftOut.length > 0) setLeftOut(answer);
    retryLoad();
  };

  const fileForm = useAppForm<FileForm>({
    idPrefix: "import",
    defaultValues: { file: null, mode: "merge" },
    schema: useMemo(() => fileFormSchema(t(yourDataTexts.chooseFile)), [t]),
  });
  const fileImport = useFormSubmit(fileForm, {
    send: async ({ file, mode }) => {
      const chosen = file?.[0];
      const data = chosen ? await importedPartsOf(chosen) : null;
      if (data === null) {
        fileForm.setError("file", { type: "server", message: t(yourDataTexts.notAFile) }, { shouldFocus: true });
        return null;
      }
      if (mode === "replace" && !(await askToReplace())) return null;
      return postImport(data, mode);
    },
    fallback: t(yourDataTexts.importFailed),
    onSuccess: imported,
  });

  const pasteSchema = useMemo(() => pasteFormSchema(t(yourDataTexts.pasteSomething)), [t]);
  const pasteForm = useAppForm({ idPrefix: "paste", defaultValues: { pasted: "" }, schema: pasteSchema });
  const pasteImport = useFormSubmit(pasteForm, {
    send: async ({ pasted }) => {
      // Fetched on use: the reader brings punycode, which nothing else on the dashboard needs at load.
      const { linksFromPastedText } = await import("#contract/pasted-links");
      const { links, skipped } = linksFromPastedText(pasted);
      if (links.length === 0) {
        pasteForm.setError(
          "pasted",
          { type: "server", message: t(yourDataTexts.pasteSomething) },
          { shouldFocus: true },
        );
        return null;
      }
      const answer = await postImport({ format: exportFormat, version: exportVersion, links }, "merge");
      // What was not a web address stays in the box, to mend or drop.
      pasteForm.reset({ pasted: skipped.join("\n") });
      if (skipped.length > 0) setNotice(t(yourDataTexts.notAddresses, { lines: skipped.join(", ") }));
      return answer;
    },
    fallback: t(yourDataTexts.importFailed),
    onSuccess: imported,
  });
  const busy = fileImport.busy || pasteImport.busy;
  const fileField = fileForm.field("file");

  return (
    <section className="card-page dashboard-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t(yourDataTexts.title)}</h2>
      <p className="muted">{t(yourDataTexts.intro)}</p>
      {/* A plain link: the browser saves the attachment the server sends. */}
      <a className="button" href="/api/account/export" download>
        {t(yourDataTexts.download)}
      </a>
      {leftOut && (
        <section className="notice notice--warning your-data__left-out" aria-labelledby="left-out-title">
          <h3 id="left-out-title">{refusalInWords(t, leftOut.msg)}</h3>
          <ul className="form-alert__list">
            {leftOut.leftOut.map((item) => (
              <li key={item.field}>{refusalInWords(t, item.message)}</li>
            ))}
          </ul>
        </section>
      )}
      <form className="form your-data__import" noValidate onSubmit={fileImport.onSubmit} aria-labelledby="import-title">
        <h3 id="import-title">{t(yourDataTexts.importTitle)}</h3>
        <FormAlert message={fileImport.failure?.message} errors={fileImport.failure?.errors} />
        <FieldFrame id={fileField.id} label={t(yourDataTexts.exportFile)} error={fileField.error}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept="application/json,.json"
              name={fileField.name}
              ref={fileField.ref}
              onChange={fileField.onChange}
              onBlur={fileField.onBlur}
            />
          )}
        </FieldFrame>
        <fieldset className="your-data__mode">
          <legend>{t(yourDataTexts.howToImport)}</legend>
          <label>
            <input type="radio" value="merge" {...fileForm.register("mode")} /> {t(yourDataTexts.merge)}
          </label>
          <label>
            <input type="radio" value="replace" {...fileForm.register("mode")} /> {t(yourDataTexts.replace)}
          </label>
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {fileImport.busy ? t(yourDataTexts.importing) : t(yourDataTexts.import)}
        </button>
      </form>
      <form className="form your-data__paste" noValidate onSubmit={pasteImport.onSubmit} aria-labelledby="paste-title">
        <h3 id="paste-title">{t(yourDataTexts.pasteTitle)}</h3>
        <FormAlert message={pasteImport.failure?.message} errors={pasteImport.failure?.errors} />
        <TextAreaField
          label={t(yourDataTexts.pasteLabel)}
          rows={4}
          // As many full-length addresses as a page may hold, one a line.
          maxLength={limits.linksMax * (limits.linkUrlMax + 1)}
          placeholder={"https://shop.example\nblog.example/posts"}
          {...pasteForm.field("pasted")}
        />
        {notice && (
          <p className="notice notice--warning" role="status">
            {notice}
          </p>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t(yourDataTexts.addLinks)}
        </button>
      </form>
      <ConfirmDialog
        open={confirmingReplace}
        title={importMessages.replaceConfirmTitle}
        confirmLabel={t(yourDataTexts.confirmReplace)}
        cancelLabel={t(yourDataTexts.keepProfile)}
        danger
        onConfirm={() => answerReplace.current(true)}
        onCancel={() => answerReplace.current(false)}
      >
        <p className="muted">{importMessages.replaceConfirmText}</p>
      </ConfirmDialog>
      <BringYourPage />
    </section>
  );
}
