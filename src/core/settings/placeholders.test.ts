import { describe, expect, it } from "vitest";
import { isFictionalNumber, isReservedHost, placeholderProblems } from "./placeholders.ts";
import { loadPublicConfig } from "./public-env.ts";

describe("isReservedHost (RFC 2606/6761)", () => {
  it.each([
    "example.com",
    "cal.example.com",
    "example.net",
    "www.example.org",
    "example.co.uk",
    "clinic.example",
    "booking.test",
    "site.invalid",
    "app.localhost",
    "EXAMPLE.COM.",
  ])("%s is reserved", (host) => expect(isReservedHost(host)).toBe(true));

  it.each(["cal.com", "examples.com", "myexample.com", "linkedin.com", "example-clinic.de"])(
    "%s is not",
    (host) => expect(isReservedHost(host)).toBe(false),
  );
});

describe("isFictionalNumber", () => {
  it.each(["15555550123", "12125550199", "13105551212", "447700900123", "442079460001"])(
    "%s is fictional",
    (digits) => expect(isFictionalNumber(digits)).toBe(true),
  );
  it.each(["12125551", "12124567890", "447700123456", "5511955550123", "34600555012"])(
    "%s is not",
    (digits) => expect(isFictionalNumber(digits)).toBe(false),
  );
});

describe("placeholderProblems", () => {
  it("names a default, a reserved link and a fictional number", () => {
    expect(
      placeholderProblems([
        {
          variable: "A",
          value: "https://x.example.com/a",
          kind: "url",
          placeholderDefault: "https://x.example.com/a",
        },
        { variable: "B", value: "https://cal.example.com/me", kind: "url" },
        { variable: "D", value: "13125550150", kind: "phone" },
        { variable: "E", value: "https://cal.com/me", kind: "url" },
        { variable: "F", value: "Smile Ltd", kind: "url" },
      ]).map(([variable]) => variable),
    ).toEqual(["A", "B", "D"]);
  });

  it("checks each value of a per-locale map on its own, named by its key", () => {
    const problems = placeholderProblems([
      {
        variable: "PUBLIC_BOOKING_URL",
        value: { en: "https://cal.com/a", es: "https://example.es/b" },
        kind: "url",
      },
    ]);
    expect(problems).toEqual([
      ["PUBLIC_BOOKING_URL (es)", expect.stringMatching(/example\.es, a domain reserved/)],
    ]);
  });
});

describe("a production build refuses placeholders (issue 24)", () => {
  const real = {
    PUBLIC_SITE_URL: "https://smile-dental.com",
    PUBLIC_CONTROLLER_NAME: "Smile Ltd",
    PUBLIC_PRIVACY_EMAIL: "privacy@smile-dental.com",
    PUBLIC_BOOKING_URL: "https://cal.com/smile/demo",
    PUBLIC_WHATSAPP_NUMBER: "5511987654321",
    PUBLIC_SOCIAL_URL: "https://www.linkedin.com/company/smile-dental",
  };
  const failure = (env: Record<string, string>) => {
    try {
      loadPublicConfig(env);
    } catch (error) {
      return (error as Error).message;
    }
    return "";
  };

  it("builds with real values", () => expect(failure(real)).toBe(""));

  it("fails on each default stand-in, naming every variable at once", () => {
    const message = failure({
      ...real,
      PUBLIC_BOOKING_URL: "",
      PUBLIC_WHATSAPP_NUMBER: "",
      PUBLIC_SOCIAL_URL: "",
    });
    for (const variable of ["PUBLIC_BOOKING_URL", "PUBLIC_WHATSAPP_NUMBER", "PUBLIC_SOCIAL_URL"])
      expect(message).toMatch(new RegExp(`${variable}: is still the placeholder default`));
  });

  it.each([
    ["PUBLIC_BOOKING_URL", "https://booking.example/demo", /reserved for examples/],
    ["PUBLIC_WHATSAPP_NUMBER", "+1 212 555 0123".replaceAll(" ", ""), /fictional number/],
    ["PUBLIC_SOCIAL_URL", "https://example.org/us", /reserved for examples/],
    ["PUBLIC_IMPRINT_URL", "https://clinic.test/imprint", /reserved for examples/],
  ])("fails on %s=%s", (variable, value, reason) => {
    const message = failure({ ...real, [variable]: value });
    expect(message).toContain(variable);
    expect(message).toMatch(reason);
  });

  it("lets a local build keep every placeholder (the tests build that way)", () => {
    expect(failure({ PUBLIC_SITE_URL: "http://localhost:4321" })).toBe("");
  });
});
