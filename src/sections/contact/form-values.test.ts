import { describe, expect, it } from "vitest";
import {
  firstInvalidField,
  HONEYPOT_FIELD,
  isHoneypotFilled,
  readContactValues,
  WHATSAPP_OPT_IN_FIELD,
} from "./form-values.ts";

const formData = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe("readContactValues", () => {
  it("reads the five fields as typed, leaving trimming to the schema", () => {
    const data = formData({
      name: "  Jane ",
      email: "jane@example.com",
      phone: "+1 555",
      clinicName: "Smile",
      message: "",
      [HONEYPOT_FIELD]: "",
    });
    expect(readContactValues(data)).toEqual({
      name: "  Jane ",
      email: "jane@example.com",
      phone: "+1 555",
      clinicName: "Smile",
      message: "",
      whatsappOptIn: false,
    });
  });

  it("reads missing fields and file entries as empty strings", () => {
    const data = formData({ name: "Jane" });
    data.append("email", new Blob(["x"]));
    expect(readContactValues(data)).toEqual({
      name: "Jane",
      email: "",
      phone: "",
      clinicName: "",
      message: "",
      whatsappOptIn: false,
    });
  });

  it("reads the WhatsApp opt-in as true only when its box was ticked (present in the form data)", () => {
    expect(readContactValues(formData({ [WHATSAPP_OPT_IN_FIELD]: "on" })).whatsappOptIn).toBe(true);
    expect(readContactValues(formData({})).whatsappOptIn).toBe(false);
  });
});

describe("isHoneypotFilled", () => {
  it("is false when the trap is empty or absent", () => {
    expect(isHoneypotFilled(formData({ [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(isHoneypotFilled(formData({}))).toBe(false);
  });

  it("is true for any content, even whitespace", () => {
    expect(isHoneypotFilled(formData({ [HONEYPOT_FIELD]: "https://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(formData({ [HONEYPOT_FIELD]: " " }))).toBe(true);
  });
});

describe("firstInvalidField", () => {
  it("follows the order of the form, not of the errors object", () => {
    expect(firstInvalidField({ message: "m", phone: "p", email: "e" })).toBe("email");
    expect(firstInvalidField({ clinicName: "c" })).toBe("clinicName");
    expect(firstInvalidField({})).toBeUndefined();
  });
});
