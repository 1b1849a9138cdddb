// "N characters left" under a capped input (docs/product.md, "Limits": username capped at 30 with a remaining counter).
import { useWords } from "../i18n/I18nProvider";
import { fieldTexts } from "./fields/field-texts";

export function CharacterCounter({ length, max }: { length: number; max: number }) {
  const { t } = useWords();
  const remaining = Math.max(0, max - length);
  return <span className="field__counter">{t(fieldTexts.charactersLeft, { remaining })}</span>;
}
