import { describe, expect, it } from "vitest";
import { socialNetworkName } from "./content.ts";

describe("socialNetworkName", () => {
  it("recognises the common networks and falls back to a generic name", () => {
    expect(socialNetworkName("https://www.linkedin.com/company/example")).toBe("LinkedIn");
    expect(socialNetworkName("https://instagram.com/x")).toBe("Instagram");
    expect(socialNetworkName("https://m.facebook.com/x")).toBe("Facebook");
    expect(socialNetworkName("https://x.com/x")).toBe("X");
    expect(socialNetworkName("https://notlinkedin.com/x")).toBe("social media");
    expect(socialNetworkName("https://mastodon.social/@x")).toBe("social media");
  });
});
