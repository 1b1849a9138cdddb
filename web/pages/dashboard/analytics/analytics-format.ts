// How the Analytics card writes its figures and names, in the reader's language: counts with separators,
// CTR as a percentage, countries by name, devices and sources in words, dates short.

import { spokenLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";
import { calendarDayIn, countIn, percentIn } from "../../../i18n/local-forms";
import { analyticsTexts } from "./analytics-texts";

/** The card's writers of figures for the reader of `t`'s language. */
export function analyticsForms(t: Translate) {
  return {
    count: (value: number) => countIn(t.locale, value),
    /** 0.1234 → "12.3%". */
    ctr: (ctr: number) => percentIn(t.locale, ctr),
    shortDate: (day: string, options?: { withYear?: boolean }) => calendarDayIn(t.locale, day, options),
    /** "DE" → "Germany"; XX (unknown) and codes the browser cannot name stay readable. */
    country: (code: string) => countryName(t, code),
    device: (device: string) => {
      const known = deviceNames[device];
      return known ? t(known) : device;
    },
    source: (source: string) => (source === "direct" ? t(analyticsTexts.direct) : source),
  };
}

export type AnalyticsForms = ReturnType<typeof analyticsForms>;

const regionNames = new Map<string, Intl.DisplayNames>();

function countryName(t: Translate, code: string): string {
  if (code === "XX") return t(analyticsTexts.unknownCountry);
  try {
    const spoken = spokenLocale(t.locale);
    let names = regionNames.get(spoken);
    if (!names) {
      names = new Intl.DisplayNames([spoken], { type: "region" });
      regionNames.set(spoken, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const deviceNames: Partial<Record<string, (typeof analyticsTexts)["mobile"]>> = {
  mobile: analyticsTexts.mobile,
  tablet: analyticsTexts.tablet,
  desktop: analyticsTexts.desktop,
};
