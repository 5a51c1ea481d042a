import type { ConsentDay } from "../../lib/server/settings/consent-stats.ts";

const HEIGHT = 160;
const BAR = 18;
const GAP = 8;

/**
 * The choices of each day as stacked bars (« Accepter tout » below, « Uniquement essentiels »
 * above), drawn on the server as SVG: no script. The figures are in the table beside it; the
 * chart's name says what it shows to those who do not see it.
 */
export function ConsentChart({
  days,
  label,
}: {
  days: readonly { day: string; all: number; essential: number }[];
  label: string;
}) {
  const max = Math.max(1, ...days.map((day) => day.all + day.essential));
  const width = Math.max(days.length, 1) * (BAR + GAP) + GAP;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT + 24}`}
      className="mt-4 h-48 w-full max-w-3xl rounded-lg border border-line bg-white"
      preserveAspectRatio="xMinYMid meet"
    >
      {days.map((day, index) => {
        const x = GAP + index * (BAR + GAP);
        const allHeight = (day.all / max) * HEIGHT;
        const essentialHeight = (day.essential / max) * HEIGHT;
        return (
          <g key={day.day}>
            <rect x={x} y={HEIGHT - allHeight + 8} width={BAR} height={allHeight} className="fill-brand-600" />
            <rect
              x={x}
              y={HEIGHT - allHeight - essentialHeight + 8}
              width={BAR}
              height={essentialHeight}
              className="fill-slate-400"
            />
            <text x={x + BAR / 2} y={HEIGHT + 22} textAnchor="middle" className="fill-ink text-[9px]">
              {day.day.slice(8)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export type { ConsentDay };
