import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyChart } from "./DailyChart.tsx";

const SERIES = [
  { key: "entries", label: "Visites", fill: "fill-brand-700", swatch: "bg-brand-700" },
  { key: "others", label: "Autres pages vues", fill: "fill-slate-500", swatch: "bg-slate-500" },
] as const;

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10),
    entries: i,
    others: 2 * i,
  }));

const attribute = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*?\\s${name}="([^"]*)"`, "g"))].map((match) => match[1] ?? "");

describe("DailyChart", () => {
  it("draws each day's stacked bars as an image with its label, its axes in French and its legend", () => {
    const html = renderToStaticMarkup(
      <DailyChart name="Visites par jour" days={days(28)} series={SERIES} label="Visites et pages vues par jour" />,
    );
    expect(html).toContain('role="img" aria-label="Visites et pages vues par jour"');
    expect(html).toContain('aria-label="Graphique\u00a0: Visites par jour"');
    expect(html).not.toContain("<script");
    // No style attribute: the back office's policy refuses any inline style but the build's own.
    expect(html).not.toMatch(/\sstyle=/);
    // Two parts per day, the first series at the bottom: a day's « others » sit on its « entries ».
    const entries = html.match(/<rect[^>]*class="fill-brand-700"/g) ?? [];
    const others = html.match(/<rect[^>]*class="fill-slate-500"/g) ?? [];
    expect([entries.length, others.length]).toEqual([28, 28]);
    const heights = attribute(html, "rect", "height").map(Number);
    const ys = attribute(html, "rect", "y").map(Number);
    // The last day (27 + 54 = 81) against the scale's top (nice: 90): its bar reaches 90 % of the height.
    const last = { entries: heights[27] ?? 0, others: heights[55] ?? 0 };
    expect(last.others).toBeCloseTo(2 * last.entries, 6);
    expect(ys[55]).toBeCloseTo((ys[27] ?? 0) - last.others, 6);
    // One day in three named (at most ten), in French, the first of the month as « 1er ».
    expect(html).toContain(">1er nov.<");
    expect(html).toContain(">4 nov.<");
    expect(html).not.toContain(">2 nov.<");
    expect(html).toMatch(/<figcaption[^>]*>.*Visites.*Autres pages vues.*<\/figcaption>/);
  });

  it("writes counts the French way and never a fraction of one", () => {
    const html = renderToStaticMarkup(
      <DailyChart
        name="Visites par jour"
        days={[
          { day: "2026-11-01", entries: 1200, others: 3400 },
          { day: "2026-11-02", entries: 1, others: 0 },
        ]}
        series={SERIES}
        label="Visites"
      />,
    );
    // Thousands kept together by a no-break space.
    expect(html).toContain(">5\u00a0000<");
    // Two days take two days' width, not the whole chart.
    expect(Math.max(...attribute(html, "rect", "width").map(Number))).toBeLessThanOrEqual(40);
    const small = renderToStaticMarkup(
      <DailyChart name="Visites" days={[{ day: "2026-11-01", entries: 1, others: 2 }]} series={SERIES} label="x" />,
    );
    expect(small).not.toMatch(/>\d+,\d+</);
  });
});
