import { describe, expect, it } from "vitest";
import { prefilledBookingUrl } from "./booking-link.ts";

const jane = { name: "Dr. Jane Smith", email: "o'brien+clinic@smile.example" };

describe("the booking page after a send", () => {
  it.each([
    ["Cal.com", "https://cal.com/chattobook/demo"],
    ["Cal.com's app host", "https://app.cal.com/chattobook/demo"],
    ["Calendly", "https://calendly.com/chattobook/30min"],
  ])("takes the name and e-mail on %s", (_provider, url) => {
    const prefilled = new URL(prefilledBookingUrl(url, jane));
    expect(prefilled.origin + prefilled.pathname).toBe(url);
    expect(prefilled.searchParams.get("name")).toBe(jane.name);
    expect(prefilled.searchParams.get("email")).toBe(jane.email);
  });

  it("keeps the page's own query and fragment, and replaces a name or e-mail already there", () => {
    const prefilled = new URL(
      prefilledBookingUrl("https://calendly.com/team/demo?hide_gdpr_banner=1&name=Someone#top", jane),
    );
    expect([...prefilled.searchParams]).toEqual([
      ["hide_gdpr_banner", "1"],
      ["name", jane.name],
      ["email", jane.email],
    ]);
    expect(prefilled.hash).toBe("#top");
  });

  it.each([
    ["another provider", "https://booking.example.com/demo"],
    ["a look-alike host", "https://cal.com.evil.example/demo"],
    ["a subdomain the provider does not use for booking pages", "https://docs.cal.com/demo"],
    ["a host that only ends like the provider's", "https://notcalendly.com/demo"],
  ])("leaves %s's URL as it is", (_label, url) => {
    expect(prefilledBookingUrl(url, jane)).toBe(url);
  });
});
