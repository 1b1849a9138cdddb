// An original illustration drawn for LinkNest: a friendly dog in a guard's cap, sitting in front of
// the admin area (docs/product.md, "Screens": a picture of a dog stands instead of the content). Inline SVG, so it ships
// inside the admin chunk and needs no extra request.
import { useId } from "react";
import { useWords } from "../../../i18n/I18nProvider";
import { adminAreaTexts } from "../admin-area-texts";

export function GuardDog() {
  const { t } = useWords();
  const titleId = useId();
  const fur = "#d9a066";
  const furDark = "#8a5a33";
  const cream = "#f3d9b5";
  const ink = "#22232b";
  return (
    <svg className="guard-dog" viewBox="0 0 240 220" width="240" height="220" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t(adminAreaTexts.guardDog)}</title>
      <ellipse cx="120" cy="204" rx="82" ry="10" fill="rgba(0,0,0,0.35)" />
      <path
        d="M166 176 C 204 166, 212 128, 196 104"
        fill="none"
        stroke={furDark}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path d="M78 204 C 66 160, 84 118, 120 116 C 156 118, 174 160, 162 204 Z" fill={fur} />
      <ellipse cx="120" cy="166" rx="22" ry="30" fill={cream} />
      <rect x="94" y="164" width="18" height="40" rx="9" fill={fur} />
      <rect x="128" y="164" width="18" height="40" rx="9" fill={fur} />
      <ellipse cx="103" cy="203" rx="12" ry="6" fill={cream} />
      <ellipse cx="137" cy="203" rx="12" ry="6" fill={cream} />
      <path d="M92 124 Q 120 138 148 124 L 148 132 Q 120 146 92 132 Z" fill="#8b74ff" />
      <circle cx="120" cy="142" r="7" fill="#ffd166" />
      <circle cx="120" cy="88" r="42" fill={fur} />
      <path d="M82 70 C 60 70, 56 112, 74 124 C 86 112, 88 92, 90 76 Z" fill={furDark} />
      <path d="M158 70 C 180 70, 184 112, 166 124 C 154 112, 152 92, 150 76 Z" fill={furDark} />
      <ellipse cx="120" cy="105" rx="23" ry="17" fill={cream} />
      <path d="M113 113 Q 120 130 127 113 Z" fill="#ff7b8a" />
      <ellipse cx="120" cy="96" rx="8" ry="6" fill={ink} />
      <path
        d="M120 102 V 108 M120 108 C 116 113, 110 113, 107 109 M120 108 C 124 113, 130 113, 133 109"
        fill="none"
        stroke={ink}
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="104" cy="80" r="5" fill={ink} />
      <circle cx="136" cy="80" r="5" fill={ink} />
      <circle cx="106" cy="78" r="1.6" fill="#fff" />
      <circle cx="138" cy="78" r="1.6" fill="#fff" />
      <path d="M86 58 C 92 34, 148 34, 154 58 Z" fill="#8b74ff" />
      <rect x="78" y="56" width="84" height="9" rx="4.5" fill="#6a55e0" />
      <path d="M120 40 l3 6 6 1 -4.5 4 1 6 -5.5 -3 -5.5 3 1 -6 -4.5 -4 6 -1 Z" fill="#ffd166" />
    </svg>
  );
}
