import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { privacyPageIn } from "#tests/support/page-content.ts";
import { PrivacyPolicy } from "./PrivacyPolicy.tsx";

const configured = loadPublicConfig({ PUBLIC_PRIVACY_EMAIL: "privacy@chattobook.com" });

describe("the privacy page's markup", () => {
  const html = renderToStaticMarkup(
    <PrivacyPolicy content={privacyPageIn("ar", configured, { retentionDays: 365 })} />,
  );

  it("lets an e-mail address wrap after its @ only, never inside a word, isolated left to right", () => {
    expect(html).toContain('dir="ltr"');
    expect(html).toContain("privacy@<wbr/>chattobook.com");
    expect(html).not.toContain("break-all");
  });

  it("dates the notice in a <time> element", () => {
    expect(html).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
  });
});
