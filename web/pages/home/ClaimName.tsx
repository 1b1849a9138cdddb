// "Claim your name" (docs/product.md, "Screens"): as someone types, GET /api/username-available says whether
// signup would take the name (useUsernameAvailability); the button carries it to /signup?username=, which
// fills the field in. A form of the app's form library (docs/decisions/056): a name signup would refuse is
// the field's error, and pressing Enter on it keeps the focus there rather than going on.
import { useNavigate } from "react-router";
import { limits } from "#contract/limits";
import { fieldTexts } from "../../components/fields/field-texts";
import { useAppForm, useControlledField } from "../../forms/app-form";
import { useUsernameAvailability } from "../../hooks/useUsernameAvailability";
import { useWords } from "../../i18n/I18nProvider";
import { homeTexts } from "./home-texts";

/** One field on the page; a fixed id keeps the prerendered HTML and the hydrated app in agreement. */
const idPrefix = "claim";
const id = `${idPrefix}-username`;

/**
 * What the visitor typed into the prerendered field before the app took over: kept, not cleared. The app
 * starts once its words and code are in, and a quick typist is faster.
 */
function typedBeforeStart(): string {
  if (typeof document === "undefined") return "";
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value.slice(0, limits.usernameMax) : "";
}

export function ClaimName() {
  const navigate = useNavigate();
  const { t } = useWords();
  const form = useAppForm({ idPrefix, defaultValues: { username: typedBeforeStart() } });
  const name = useControlledField(form, "username");
  const { checking, answer } = useUsernameAvailability(name.value);
  const taken = answer?.available === false;

  const onSubmit = form.handleSubmit(({ username }) => {
    if (taken) {
      form.setFocus("username");
      return;
    }
    const trimmed = username.trim();
    navigate(trimmed ? `/signup?username=${encodeURIComponent(trimmed)}` : "/signup");
  });
  const message = checking
    ? t(fieldTexts.checkingName)
    : answer
      ? answer.available
        ? t(homeTexts.yoursToClaim)
        : answer.msg
      : "";

  return (
    <form
      className="claim"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t(homeTexts.claimYourName)}
    >
      <label className="claim__label" htmlFor={id}>
        {t(homeTexts.claimYourName)}
      </label>
      <div className="claim__row">
        {/* A fixed "/" rather than the host: the prerendered page cannot know it, and filling it in
            later would move the field. */}
        <span className="claim__prefix" aria-hidden="true">
          /
        </span>
        <input
          id={id}
          ref={name.ref}
          className="field__input claim__input"
          type="text"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={limits.usernameMax}
          placeholder={t(homeTexts.placeholder)}
          value={name.value}
          aria-describedby={`${id}-status`}
          aria-invalid={taken ? true : undefined}
          onChange={(event) => name.onChange(event.target.value.slice(0, limits.usernameMax))}
          onBlur={name.onBlur}
        />
        <button type="submit" className="button button--primary" disabled={taken}>
          {t(homeTexts.claimIt)}
        </button>
      </div>
      {/* Always there, one line high: an answer arriving never moves the page. */}
      <p
        id={`${id}-status`}
        className={`claim__status${answer ? (answer.available ? " claim__status--ok" : " claim__status--taken") : ""}`}
        role="status"
      >
        {message}
      </p>
    </form>
  );
}
