/* The part of pa11y's API the browser tests use (pa11y ships no types). */
declare module "pa11y" {
  import type { Browser } from "puppeteer";

  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    selector: string;
    context: string;
    runner: string;
  }

  interface Pa11yOptions {
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    runners?: string[];
    viewport?: { width: number; height: number };
    browser?: Browser;
    timeout?: number;
  }

  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
