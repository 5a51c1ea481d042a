import type { Metadata } from "next";
import type { ReactNode } from "react";

/** The back office: staff only, never indexed (robots.txt disallows it and the middleware says so too). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
