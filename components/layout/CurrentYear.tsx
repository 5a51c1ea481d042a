"use client";

import { useEffect, useState } from "react";

/** The year is rendered at build time; a visit in a later year shows that year. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span>{year}</span>;
}
