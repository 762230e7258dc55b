import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "@/config/public-env.ts";
import { buildLandingContent } from "./landing.ts";
import { buildStructuredData, serializeJsonLd } from "./seo.ts";

describe("structured data", () => {
  const site = loadPublicConfig({
    PUBLIC_SITE_URL: "https://chattobook.example",
    PUBLIC_BRAND_NAME: "Acme",
    // A published site must name its data controller (the privacy page).
    PUBLIC_CONTROLLER_NAME: "Acme Ltd",
    PUBLIC_PRIVACY_EMAIL: "privacy@chattobook.example",
  });
  const data = buildStructuredData(site, buildLandingContent(site));
  const [organization, service] = data["@graph"];

  it("describes the organisation and the service it provides", () => {
    expect(data["@context"]).toBe("https://schema.org");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Acme",
      url: "https://chattobook.example/",
      sameAs: [site.socialUrl],
    });
    expect(service).toMatchObject({
      "@type": "Service",
      serviceType: "AI-Powered Booking Assistant",
      provider: { "@id": organization?.["@id"] },
      url: "https://chattobook.example/",
    });
  });

  it("serialises safely inside a <script> element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
