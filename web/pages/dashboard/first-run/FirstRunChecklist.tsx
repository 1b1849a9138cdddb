// A new owner's first steps (the dashboard's first run): a photo, a bio, bringing the page over from another
// service, a first link, a theme and sharing the page's address. Each ticks itself from the saved page
// (bringing the page over and sharing, from this browser: ./first-run-storage.ts), each unticked one leads
// to where it is done, and the list can be put away; done or put away, it is gone.
import type { ReactNode } from "react";
import { Link, type To } from "react-router";
import type { Translate } from "#contract/i18n/translate";
import { defaultTheme } from "#contract/themes";
import { useWords } from "../../../i18n/I18nProvider";
import { canEdit, useCurrentPage, useSectionLink } from "../current-page";
import { firstRunTexts, toolbarTexts } from "../dashboard-texts";
import { useProfileEditor } from "../editor/ProfileEditor";
import type { Profile } from "../editor/types";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { bringYourPageAnchor } from "../import/BringYourPage";
import { pageImportWords } from "../import/page-import-texts";
import { setFirstRunMark, useFirstRunMark } from "./first-run-storage";

type Step = { label: string; done: boolean; action: ReactNode };

export function FirstRunChecklist() {
  const { saved } = useProfileEditor();
  const username = saved?.username ?? "";
  const shared = useFirstRunMark("shared", username);
  const imported = useFirstRunMark("imported", username);
  const dismissed = useFirstRunMark("dismissed", username);
  const share = useCopyPageLink();
  const page = useCurrentPage();
  const sectionLink = useSectionLink();
  const { t } = useWords();
  // Steps are for those who can take them.
  if (!saved || dismissed || !canEdit(page.role)) return null;
  const steps = firstSteps(t, saved, { shared, imported, canImport: canEdit(page.role) }, share, sectionLink);
  const left = steps.filter((step) => !step.done).length;
  if (left === 0) return null;
  return (
    <section className="card-page dashboard-card first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">{t(firstRunTexts.title)}</h2>
      <p className="muted">
        {t(firstRunTexts.stepsLeft, { left, total: steps.length })} {t(firstRunTexts.ticksItself)}
      </p>
      <ol className="first-run__steps">
        {steps.map((step) => (
          <li key={step.label} className={`first-run__step${step.done ? " first-run__step--done" : ""}`}>
            <span className="first-run__tick" aria-hidden="true">
              {step.done ? "✓" : ""}
            </span>
            <span className="first-run__label">
              {step.label}
              <span className="visually-hidden"> {step.done ? t(firstRunTexts.done) : t(firstRunTexts.toDo)}</span>
            </span>
            {!step.done && step.action}
          </li>
        ))}
      </ol>
      <button type="button" className="button button--link" onClick={() => setFirstRunMark("dismissed", username)}>
        {t(firstRunTexts.hide)}
      </button>
    </section>
  );
}

/**
 * Bringing the page over is a way to a first link, not a duty: it is a step while the page has no link,
 * ticked once a page was brought over, and no longer listed once the owner added links of their own.
 */
function bringYourPageStep(t: Translate, profile: Profile, imported: boolean, canImport: boolean): Step[] {
  if (!canImport || (!imported && profile.links.length > 0)) return [];
  return [
    {
      label: t(pageImportWords.title),
      done: imported,
      action: <a href={`#${bringYourPageAnchor}`}>{t(firstRunTexts.bringItOver)}</a>,
    },
  ];
}

function firstSteps(
  t: Translate,
  profile: Profile,
  marks: { shared: boolean; imported: boolean; canImport: boolean },
  share: () => void,
  sectionLink: (path: string) => To,
): Step[] {
  const themed = profile.theme.preset !== defaultTheme.preset || profile.theme.accent !== null;
  return [
    {
      label: t(firstRunTexts.addPhoto),
      done: profile.avatar !== null,
      action: <a href="#avatar-file">{t(firstRunTexts.uploadOne)}</a>,
    },
    {
      label: t(firstRunTexts.writeBio),
      done: profile.bio.trim() !== "",
      action: <a href="#profile-card-title">{t(firstRunTexts.writeIt)}</a>,
    },
    ...bringYourPageStep(t, profile, marks.imported, marks.canImport),
    {
      label: t(firstRunTexts.addFirstLink),
      done: profile.links.length > 0,
      action: <a href="#links-card-title">{t(firstRunTexts.addLink)}</a>,
    },
    {
      label: t(firstRunTexts.pickTheme),
      done: themed,
      action: <Link to={sectionLink("/dashboard/design")}>{t(firstRunTexts.chooseOne)}</Link>,
    },
    {
      label: t(firstRunTexts.shareLink),
      done: marks.shared,
      action: (
        <button type="button" className="button button--link" onClick={share}>
          {t(toolbarTexts.copyYourLink)}
        </button>
      ),
    },
  ];
}
