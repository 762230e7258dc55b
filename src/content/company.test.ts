import { describe, expect, it } from "vitest";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { companyBehind } from "./company.ts";

describe("companyBehind", () => {
  const controller = { PUBLIC_CONTROLLER_NAME: "Smile Ltd", PUBLIC_CONTROLLER_ADDRESS: "1 Main St, Dublin" };

  it("names no company when neither the company nor the data controller is set", () => {
    expect(companyBehind(loadPublicConfig({}))).toEqual({ entity: undefined, address: undefined });
  });

  it("names the data controller, with its address, when no company is set", () => {
    expect(companyBehind(loadPublicConfig(controller))).toEqual({
      entity: "Smile Ltd",
      address: "1 Main St, Dublin",
    });
  });

  it("prefers the company's own name and address, and never gives another company the controller's address", () => {
    const own = loadPublicConfig({
      ...controller,
      PUBLIC_LEGAL_ENTITY: "Smile Software GmbH",
      PUBLIC_LEGAL_ADDRESS: "Hauptstraße 1, Berlin",
    });
    expect(companyBehind(own)).toEqual({ entity: "Smile Software GmbH", address: "Hauptstraße 1, Berlin" });
    const noAddress = loadPublicConfig({ ...controller, PUBLIC_LEGAL_ENTITY: "Smile Software GmbH" });
    expect(companyBehind(noAddress)).toEqual({ entity: "Smile Software GmbH", address: undefined });
    const same = loadPublicConfig({ ...controller, PUBLIC_LEGAL_ENTITY: "Smile Ltd" });
    expect(companyBehind(same)).toEqual({ entity: "Smile Ltd", address: "1 Main St, Dublin" });
  });
});
