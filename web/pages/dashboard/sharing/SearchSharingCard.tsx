// The "Search and sharing" card (docs/product.md, "Making the page yours"): the page's title and
// description for search results and link previews, each with its counter, and "Hide my page from
// search engines", and the language of the page's own words: each visitor's, or one fixed locale. Held in
// the draft until 'Save changes'; the snippet under them shows what a search result or a shared link
// would say, defaults included, as the page's head will.
import { localeNames, locales, type PageLanguage, pageLanguages } from "#contract/i18n/locales";
import { limits } from "#contract/limits";
import { productName } from "#contract/product";
import { pageHeadText, sharingTexts } from "#contract/search-and-sharing";
import { CharacterCounter } from "../../../components/CharacterCounter";
import { FieldFrame } from "../../../components/FieldFrame";
import { FormField } from "../../../components/FormField";
import { Switch } from "../../../components/Switch";
import { TextAreaField } from "../../../components/TextAreaField";
import { useWords } from "../../../i18n/I18nProvider";
import { fieldInputId } from "../editor/fields";
import { useProfileEditor } from "../editor/ProfileEditor";

export function SearchSharingCard() {
  const { saved, draft, saving, setSharing, touch, errorFor } = useProfileEditor();
  const { t } = useWords();
  if (!saved || !draft) return null;
  const { pageTitle, pageDescription, noindex, language } = draft.sharing;
  const head = pageHeadText(
    {
      pageTitle: pageTitle.trim(),
      pageDescription: pageDescription.trim(),
      username: draft.username,
      displayName: draft.displayName.trim(),
      bio: draft.bio,
    },
    productName,
  );

  return (
    <section className="card-page dashboard-card sharing-card" aria-labelledby="sharing-card-title">
      <h2 id="sharing-card-title">{t(sharingTexts.heading)}</h2>
      <div className="form">
        <FormField
          id={fieldInputId("pageTitle")}
          name="pageTitle"
          label={t(sharingTexts.pageTitleLabel)}
          disabled={saving}
          maxLength={limits.pageTitleMax}
          value={pageTitle}
          error={errorFor("pageTitle")}
          hint={<CharacterCounter length={pageTitle.length} max={limits.pageTitleMax} />}
          onChange={(event) => setSharing({ pageTitle: event.target.value.slice(0, limits.pageTitleMax) })}
          onBlur={() => touch("pageTitle")}
        />
        <TextAreaField
          id={fieldInputId("pageDescription")}
          name="pageDescription"
          label={t(sharingTexts.pageDescriptionLabel)}
          rows={3}
          disabled={saving}
          maxLength={limits.pageDescriptionMax}
          value={pageDescription}
          error={errorFor("pageDescription")}
          hint={<CharacterCounter length={pageDescription.length} max={limits.pageDescriptionMax} />}
          onChange={(event) => setSharing({ pageDescription: event.target.value.slice(0, limits.pageDescriptionMax) })}
          onBlur={() => touch("pageDescription")}
        />
        <p className="muted">{t(sharingTexts.defaultsHint)}</p>
        <figure className="sharing-card__snippet" aria-label={t(sharingTexts.snippet)}>
          <strong dir="auto">{head.title}</strong>
          <span dir="auto">{head.description}</span>
        </figure>
        <Switch
          label={t(sharingTexts.noindexLabel)}
          checked={noindex}
          disabled={saving}
          onChange={(value) => setSharing({ noindex: value })}
        />
        {noindex ? <p className="muted">{t(sharingTexts.noindexHint)}</p> : null}
        <FieldFrame id="profile-language" label={t(sharingTexts.languageLabel)} hint={t(sharingTexts.languageHint)}>
          {(aria) => (
            <select
              {...aria}
              name="language"
              className="field__input"
              value={language}
              disabled={saving}
              onChange={(event) => {
                const chosen = pageLanguages.find((choice) => choice === event.target.value);
                if (chosen) setSharing({ language: chosen satisfies PageLanguage });
              }}
            >
              <option value="auto">{t(sharingTexts.languageAuto)}</option>
              {locales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {localeNames[locale]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </div>
    </section>
  );
}
