/** Decorative picture of the suite's dashboard for the home hero (inline SVG, no request). */
export function DashboardIllustration() {
  return (
    <svg viewBox="0 0 480 360" className="h-auto w-full drop-shadow-xl" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="464" height="344" rx="18" fill="#fff" stroke="#cbd5e1" />
      <rect x="8" y="8" width="464" height="40" rx="18" fill="#eff4ff" />
      <rect x="8" y="30" width="464" height="18" fill="#eff4ff" />
      <circle cx="34" cy="28" r="6" fill="#1d4ed8" opacity="0.35" />
      <circle cx="54" cy="28" r="6" fill="#1d4ed8" opacity="0.2" />
      <circle cx="74" cy="28" r="6" fill="#1d4ed8" opacity="0.12" />
      <rect x="24" y="68" width="96" height="268" rx="10" fill="#f8fafc" />
      <rect x="38" y="86" width="68" height="10" rx="5" fill="#1d4ed8" />
      <rect x="38" y="112" width="56" height="8" rx="4" fill="#cbd5e1" />
      <rect x="38" y="134" width="62" height="8" rx="4" fill="#cbd5e1" />
      <rect x="38" y="156" width="48" height="8" rx="4" fill="#cbd5e1" />
      <rect x="38" y="178" width="58" height="8" rx="4" fill="#cbd5e1" />
      <rect x="136" y="68" width="152" height="76" rx="10" fill="#eff4ff" />
      <rect x="150" y="84" width="70" height="8" rx="4" fill="#1e40af" opacity="0.5" />
      <rect x="150" y="104" width="104" height="20" rx="6" fill="#1e40af" />
      <rect x="304" y="68" width="152" height="76" rx="10" fill="#effcf9" />
      <rect x="318" y="84" width="60" height="8" rx="4" fill="#0f766e" opacity="0.5" />
      <rect x="318" y="104" width="90" height="20" rx="6" fill="#0f766e" />
      <rect x="136" y="160" width="320" height="112" rx="10" fill="#fff" stroke="#e2e8f0" />
      <g fill="#1d4ed8">
        <rect x="160" y="226" width="22" height="32" rx="4" opacity="0.35" />
        <rect x="196" y="210" width="22" height="48" rx="4" opacity="0.45" />
        <rect x="232" y="218" width="22" height="40" rx="4" opacity="0.55" />
        <rect x="268" y="196" width="22" height="62" rx="4" opacity="0.65" />
        <rect x="304" y="204" width="22" height="54" rx="4" opacity="0.75" />
        <rect x="340" y="186" width="22" height="72" rx="4" opacity="0.85" />
        <rect x="376" y="176" width="22" height="82" rx="4" />
      </g>
      <polyline
        points="171,214 207,198 243,204 279,182 315,190 351,172 387,162 420,150"
        fill="none"
        stroke="#0f766e"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="136" y="288" width="320" height="48" rx="10" fill="#f8fafc" />
      <rect x="152" y="306" width="120" height="10" rx="5" fill="#94a3b8" />
      <rect x="374" y="300" width="66" height="22" rx="11" fill="#15803d" opacity="0.15" />
      <path
        d="M392 311l5 5 10-10"
        fill="none"
        stroke="#15803d"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
