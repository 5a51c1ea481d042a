import { SITE } from "../../lib/config/site.ts";

export function Logo() {
  return (
    <a href="/" className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-ink">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M9 17.5l4.5 4.5L23 11"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{SITE.name}</span>
      <span className="sr-only"> – accueil</span>
    </a>
  );
}
