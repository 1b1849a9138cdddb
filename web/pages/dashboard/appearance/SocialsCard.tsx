// The social icons card (docs/product.md, "Making the page yours"): up to 12 profiles shown as brand icons under the bio. Pasting a
// URL picks its platform (the owner may still choose another), and mailto: addresses are welcome here.
import { limits } from "#contract/limits";
import { detectPlatform, maxSocials, type SocialPlatform, socialPlatformIds, socialPlatforms } from "#contract/socials";
import { FormField } from "../../../components/FormField";
import { useWords } from "../../../i18n/I18nProvider";
import { fieldInputId, socialField } from "../editor/fields";
import { useProfileEditor } from "../editor/ProfileEditor";
import { EmptyState } from "../empty/EmptyState";
import { HeldSocialBadge } from "../links/LinkSafety";
import { socialsTexts } from "./appearance-texts";

export function SocialsCard() {
  const { draft, saving, addSocial, setSocial, removeSocial, errorFor, touch } = useProfileEditor();
  const { t } = useWords();
  if (!draft) return null;
  const atLimit = draft.socials.length >= maxSocials;

  function add() {
    const key = addSocial({ platform: "website", url: "" });
    requestAnimationFrame(() => document.getElementById(fieldInputId(socialField(key)))?.focus());
  }

  return (
    <section className="card-page dashboard-card socials-card" aria-labelledby="socials-card-title">
      <h2 id="socials-card-title">{t(socialsTexts.title)}</h2>
      <p className="muted">{t(socialsTexts.intro)}</p>
      {draft.socials.length > 0 ? (
        <ol className="socials-card__list">
          {draft.socials.map((social, index) => {
            const urlField = socialField(social.key);
            return (
              <li key={social.key} className="socials-card__row">
                <FormField
                  id={fieldInputId(urlField)}
                  label={t(socialsTexts.url, { position: index + 1 })}
                  type="text"
                  maxLength={limits.linkUrlMax}
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  disabled={saving}
                  value={social.url}
                  error={errorFor(urlField)}
                  onChange={(event) => {
                    const url = event.target.value;
                    setSocial(social.key, { url, platform: detectPlatform(url) ?? social.platform });
                  }}
                  onBlur={() => touch(urlField)}
                />
                <HeldSocialBadge social={social} />
                <label className="socials-card__platform">
                  <span className="field__label">{t(socialsTexts.platform)}</span>
                  <select
                    className="field__input"
                    value={social.platform}
                    disabled={saving}
                    onChange={(event) => setSocial(social.key, { platform: event.target.value as SocialPlatform })}
                  >
                    {socialPlatformIds.map((id) => (
                      <option key={id} value={id}>
                        {socialPlatforms[id].label}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  className="button button--small button--danger"
                  disabled={saving}
                  aria-label={t(socialsTexts.removeLabel, { position: index + 1 })}
                  onClick={() => removeSocial(social.key)}
                >
                  {t(socialsTexts.remove)}
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <EmptyState title={t(socialsTexts.emptyTitle)} step={t(socialsTexts.emptyStep)}>
          <p>{t(socialsTexts.emptyBody)}</p>
        </EmptyState>
      )}
      <button type="button" className="button button--small" disabled={saving || atLimit} onClick={add}>
        {t(socialsTexts.add)}
      </button>
      {atLimit ? <p className="field__hint">{t(socialsTexts.atLimit, { max: maxSocials })}</p> : null}
    </section>
  );
}
