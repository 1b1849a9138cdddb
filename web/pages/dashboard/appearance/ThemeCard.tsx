// The theme card (docs/product.md, "Making the page yours"): the presets as swatches, and an optional accent that recolours the
// buttons. The contrast is shown as the owner picks, and a colour under 4.5:1 comes with the nearest
// one that passes, one click away. Everything goes to the draft until 'Save changes'.
import { hexColourPattern } from "#contract/contrast";
import { profileMessages } from "#contract/profile-schemas";
import {
  accentContrast,
  accentPasses,
  formatContrast,
  nearestPassingAccent,
  type ThemePresetId,
  themePreset,
  themePresetIds,
} from "#contract/themes";
import { useWords } from "../../../i18n/I18nProvider";
import { fieldInputId } from "../editor/fields";
import { useProfileEditor } from "../editor/ProfileEditor";
import { themeTexts } from "./appearance-texts";

function ContrastReport({ preset, accent }: { preset: ThemePresetId; accent: string }) {
  const { setTheme } = useProfileEditor();
  const { t } = useWords();
  const ratio = formatContrast(accentContrast(preset, accent));
  if (accentPasses(preset, accent)) {
    return <p className="theme-card__contrast theme-card__contrast--pass">{t(themeTexts.contrastPasses, { ratio })}</p>;
  }
  const nearest = nearestPassingAccent(preset, accent);
  return (
    <div className="theme-card__contrast theme-card__contrast--fail">
      <p id={`${fieldInputId("theme.accent")}-error`}>{t(themeTexts.contrastTooLow, { ratio })}</p>
      <button type="button" className="button button--small" onClick={() => setTheme({ preset, accent: nearest })}>
        <span className="theme-card__chip" style={{ background: nearest }} aria-hidden="true" />
        {t(themeTexts.useColour, { colour: nearest })}
      </button>
    </div>
  );
}

export function ThemeCard() {
  const { draft, saving, setTheme, errorFor } = useProfileEditor();
  const { t } = useWords();
  if (!draft) return null;
  const { preset, accent } = draft.theme;
  // What the server said about the accent, when it refused one the rules here let through.
  const refusal =
    accent && hexColourPattern.test(accent) && accentPasses(preset, accent) ? errorFor("theme.accent") : undefined;
  const shown = accent ?? themePreset(preset).accent;
  const typed = (value: string) => setTheme({ preset, accent: value.trim().toLowerCase() || null });

  return (
    <section className="card-page dashboard-card theme-card" aria-labelledby="theme-card-title">
      <h2 id="theme-card-title">{t(themeTexts.title)}</h2>
      <fieldset className="theme-card__presets" disabled={saving}>
        <legend className="visually-hidden">{t(themeTexts.title)}</legend>
        {themePresetIds.map((id) => {
          const option = themePreset(id);
          return (
            <label key={id} className="theme-card__preset">
              <input
                type="radio"
                name="theme-preset"
                value={id}
                checked={preset === id}
                onChange={() => setTheme({ preset: id, accent })}
              />
              <span className="theme-card__swatch" style={{ background: option.background }} aria-hidden="true">
                <span style={{ background: option.accent }} />
              </span>
              {option.label}
            </label>
          );
        })}
      </fieldset>
      <div className="theme-card__accent">
        <label className="field__label" htmlFor={fieldInputId("theme.accent")}>
          {t(themeTexts.buttonColour)}
        </label>
        <div className="theme-card__accent-row">
          <input
            type="color"
            aria-label={t(themeTexts.pickColour)}
            value={hexColourPattern.test(shown) ? shown : "#000000"}
            disabled={saving}
            onChange={(event) => typed(event.target.value)}
          />
          <input
            id={fieldInputId("theme.accent")}
            className="field__input theme-card__hex"
            type="text"
            maxLength={"#rrggbb".length}
            spellCheck={false}
            autoComplete="off"
            placeholder={themePreset(preset).accent}
            value={accent ?? ""}
            disabled={saving}
            aria-describedby={`${fieldInputId("theme.accent")}-error`}
            onChange={(event) => typed(event.target.value)}
          />
          {accent ? (
            <button type="button" className="button button--small" onClick={() => setTheme({ preset, accent: null })}>
              {t(themeTexts.useThemeColour)}
            </button>
          ) : null}
        </div>
        {accent === null ? (
          <p className="field__hint">{t(themeTexts.ownColour)}</p>
        ) : hexColourPattern.test(accent) ? (
          <ContrastReport preset={preset} accent={accent} />
        ) : (
          <p className="field__error" id={`${fieldInputId("theme.accent")}-error`}>
            {profileMessages.accentInvalid}
          </p>
        )}
        {refusal ? <p className="field__error">{refusal}</p> : null}
      </div>
    </section>
  );
}
