import { AxisBottom, AxisLeft, type TickRendererProps } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { BarStack } from "@visx/shape";
import { formatDayMonth, formatNumber } from "../../lib/format/french-format.ts";
import { ScrollRegion } from "./ScrollRegion.tsx";

/** One stacked part of each day's bar: its value's key, its name in the legend, its fill and swatch (Tailwind classes). */
export interface ChartSeries<K extends string> {
  key: K;
  label: string;
  fill: string;
  swatch: string;
}

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 32, left: 48 };
const INNER = { width: WIDTH - MARGIN.left - MARGIN.right, height: HEIGHT - MARGIN.top - MARGIN.bottom };
/** At most this many days named under the bars: a long period names one day in several. */
const MAX_DAY_TICKS = 10;
/** The widest a day's place may be (bar and gap). */
const MAX_DAY_WIDTH = 40;
const TICK_TEXT = { fill: "currentColor", fontFamily: "inherit", fontSize: 12 } as const;

/**
 * A tick's label as a plain SVG text. Not visx's default `Text`: it wraps each label in an `<svg>`
 * with a style attribute, which the pages' Content-Security-Policy refuses (no inline style but the
 * build's own, lib/security/headers.ts).
 */
function TickLabel({ formattedValue, x, y, dx, dy, textAnchor, fill, fontFamily, fontSize }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={fill} fontFamily={fontFamily} fontSize={fontSize}>
      {formattedValue}
    </text>
  );
}

/**
 * Each day's values as stacked bars (the first series at the bottom), drawn on the server as SVG
 * with visx's scales, axes and shapes: no script, readable without JavaScript. Shown to screen
 * readers as one image named `label`; its figures are in a table the caller gives beside it. In
 * a region that scrolls sideways on a small screen, so that its text keeps a readable size.
 */
export function DailyChart<K extends string>({
  name,
  days,
  series,
  label,
}: {
  /** The chart's short name (its scrolling region's). */
  name: string;
  days: readonly ({ day: string } & Record<K, number>)[];
  series: readonly ChartSeries<K>[];
  /** What the image shows, for those who do not see it. */
  label: string;
}) {
  const keys = series.map((part) => part.key);
  const max = Math.max(1, ...days.map((day) => keys.reduce((sum, key) => sum + day[key], 0)));
  // A short period keeps bars of a day's width at most, from the left, rather than a few wide blocks.
  const xScale = scaleBand<string>({
    domain: days.map((day) => day.day),
    range: [0, Math.min(INNER.width, days.length * MAX_DAY_WIDTH)],
    padding: 0.2,
  });
  const yScale = scaleLinear<number>({ domain: [0, max], range: [INNER.height, 0], nice: true });
  const every = Math.ceil(days.length / MAX_DAY_TICKS);
  const dayTicks = days.filter((_, index) => index % every === 0).map((day) => day.day);
  const countTicks = yScale.ticks(4).filter(Number.isInteger);
  const fills = new Map(series.map((part) => [part.key, part.fill]));

  return (
    <figure className="mt-4">
      <ScrollRegion label={`Graphique\u00a0: ${name}`}>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[32rem] max-w-3xl rounded-lg border border-line bg-white text-ink"
        >
          <Group left={MARGIN.left} top={MARGIN.top}>
            <BarStack
              data={[...days]}
              keys={keys}
              x={(day) => day.day}
              xScale={xScale}
              yScale={yScale}
              color={() => ""}
            >
              {(stacks) =>
                stacks.flatMap((stack) =>
                  stack.bars.map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={Math.max(0, bar.height)}
                      className={fills.get(stack.key)}
                    />
                  )),
                )
              }
            </BarStack>
            <AxisLeft
              scale={yScale}
              tickValues={countTicks}
              // Thousands kept together by one no-break space, whatever Intl's formatting puts there.
              tickFormat={(value) => formatNumber(Number(value)).replace(/\s/g, "\u00a0")}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_TEXT, dx: "-0.25em", dy: "0.33em", textAnchor: "end" }}
              tickComponent={TickLabel}
            />
            <AxisBottom
              top={INNER.height}
              scale={xScale}
              tickValues={dayTicks}
              tickFormat={(day) => formatDayMonth(String(day))}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_TEXT, dy: "0.25em", textAnchor: "middle" }}
              tickComponent={TickLabel}
            />
          </Group>
        </svg>
      </ScrollRegion>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {series.map((part) => (
          <span key={part.key}>
            <span className={`mr-1 inline-block size-3 align-middle ${part.swatch}`} aria-hidden="true" />
            {part.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
