/*
 * What a production build refuses to publish (issue 24, decision 063): links to domains reserved
 * for examples and documentation, fictional phone numbers, and the defaults that only exist so a
 * fresh checkout builds. Each rule looks at values, not at named settings, so a per-locale variant
 * of a setting (a map of locale → value, or a second variable) is checked like the setting itself.
 */

/**
 * Domains that can never belong to a real site: RFC 2606 (example.com/.net/.org, and .example,
 * .test, .invalid, .localhost) and RFC 6761. Any domain whose name is "example" (example.de,
 * cal.example.co.uk) is treated the same way: nobody's booking page lives there.
 */
export function isReservedHost(hostname: string): boolean {
  const labels = hostname.toLowerCase().replace(/\.$/, "").split(".");
  const tld = labels.at(-1) ?? "";
  if (["example", "test", "invalid", "localhost"].includes(tld)) return true;
  // Every label but the last: "example" as the name, whatever the public suffix after it.
  return labels.slice(0, -1).includes("example");
}

/**
 * Numbers reserved for fiction (digits only, international format): the North American 555
 * exchange (555-0100 to 555-0199 are the official fictional block; no other 555 line is a
 * business's WhatsApp) and the UK's drama ranges (Ofcom: 07700 900000–900999, 020 7946 0000–0999).
 */
export function isFictionalNumber(digits: string): boolean {
  return /^1\d{3}555\d{4}$/.test(digits) || /^44(7700900|207946)\d{3,4}$/.test(digits);
}

/** A value the build was given, by the variable it came from. */
export interface CheckedValue {
  variable: string;
  value: unknown;
}

/** Why a value may not ship, or undefined when it may. */
function problemOf(value: string, kind: "url" | "phone"): string | undefined {
  if (kind === "phone")
    return isFictionalNumber(value)
      ? "is a fictional number (a 555 or drama number): set the WhatsApp number visitors should reach"
      : undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return isReservedHost(url.hostname)
    ? `points at ${url.hostname}, a domain reserved for examples (RFC 2606/6761): set the real address`
    : undefined;
}

/**
 * Every placeholder among `values`, as [variable, message]. `placeholderDefaults` are the values a
 * setting has only because nothing was set (a real profile can never be linkedin.com/company/example).
 * A map (per-locale values) is checked entry by entry, named `VARIABLE (key)`.
 */
export function placeholderProblems(
  values: Array<CheckedValue & { kind: "url" | "phone"; placeholderDefault?: string }>,
): Array<[variable: string, message: string]> {
  const problems: Array<[string, string]> = [];
  for (const { variable, value, kind, placeholderDefault } of values) {
    const entries: Array<[string, unknown]> =
      value !== null && typeof value === "object"
        ? Object.entries(value).map(([key, item]) => [`${variable} (${key})`, item])
        : [[variable, value]];
    for (const [name, item] of entries) {
      if (typeof item !== "string") continue;
      if (placeholderDefault !== undefined && item === placeholderDefault)
        problems.push([name, `is still the placeholder default (${item}): set the real value`]);
      else {
        const problem = problemOf(item, kind);
        if (problem) problems.push([name, problem]);
      }
    }
  }
  return problems;
}
