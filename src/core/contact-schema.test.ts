import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  charLength,
  CLINIC_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MESSAGE_CONTROL_PATTERN,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  SINGLE_LINE_PATTERN,
  TRIM_CHARACTERS,
  trimValue,
  createContactValidator,
  normaliseMessage,
  type ContactFormValues,
} from "./contact-schema.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { contactFormIn } from "#tests/support/page-content.ts";

const MESSAGES = contactFormIn(loadPublicConfig({})).validation;
const validateContact = createContactValidator(MESSAGES);
const UNSUPPORTED_CHARACTERS_MESSAGE = MESSAGES.unsupportedCharacters;

const valid: ContactFormValues = {
  name: "Dr. Jane Smith",
  email: "jane@smile-dental.com",
  phone: "+1 555 555 0123",
  clinicName: "Smile Dental",
  message: "",
};
const errorsOf = (values: Partial<ContactFormValues>) => {
  const result = validateContact({ ...valid, ...values });
  return result.success ? {} : result.errors;
};
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("contact schema: the messages of spec section 5", () => {
  it.each([
    ["name", "", "Name is required"],
    ["name", "a".repeat(101), "Name must be less than 100 characters"],
    ["email", "", "Email is required"],
    ["email", " \t ", "Email is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["email", emailOfLength(256), "Email must be less than 255 characters"],
    ["phone", "", "Phone number is required"],
    ["phone", "1".repeat(21), "Phone number must be less than 20 characters"],
    ["clinicName", "", "Clinic name is required"],
    ["clinicName", "c".repeat(101), "Clinic name must be less than 100 characters"],
    ["message", "m".repeat(1001), "Message must be less than 1000 characters"],
  ] as const)("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });

  it("accepts every limit inclusively", () => {
    expect(
      validateContact({
        name: "a".repeat(100),
        email: emailOfLength(255),
        phone: "1".repeat(20),
        clinicName: "c".repeat(100),
        message: "m".repeat(1000),
      }).success,
    ).toBe(true);
  });

  it("trims before checking, so whitespace-only required fields are missing", () => {
    expect(errorsOf({ name: "   ", phone: "\t\n", clinicName: "\u00a0" })).toEqual({
      name: "Name is required",
      phone: "Phone number is required",
      clinicName: "Clinic name is required",
    });
    expect(errorsOf({ name: ` ${"a".repeat(100)} ` })).toEqual({});
  });

  it("returns the trimmed row with clinic_name and an empty message as null", () => {
    const result = validateContact({ ...valid, name: "  Jane ", clinicName: " Smile ", message: "   " });
    expect(result).toEqual({
      success: true,
      row: {
        name: "Jane",
        email: valid.email,
        phone: valid.phone,
        clinic_name: "Smile",
        message: null,
        whatsapp_opt_in: false,
      },
    });
  });

  it("passes the WhatsApp opt-in through, and an absent one is no consent", () => {
    const row = (values: Partial<ContactFormValues>) => {
      const result = validateContact({ ...valid, ...values });
      return result.success ? result.row.whatsapp_opt_in : result.errors;
    };
    expect(row({ whatsappOptIn: true })).toBe(true);
    expect(row({ whatsappOptIn: false })).toBe(false);
    expect(row({})).toBe(false);
  });

  it("counts characters as PostgreSQL does: an emoji is one character", () => {
    expect(charLength("😀".repeat(3))).toBe(3);
    expect(errorsOf({ name: "😀".repeat(100) })).toEqual({});
    expect(errorsOf({ name: "😀".repeat(101) })).toEqual({ name: "Name must be less than 100 characters" });
  });

  it("refuses what PostgreSQL cannot store, after the spec's own rules", () => {
    expect(errorsOf({ name: "Ja\u0000ne" })).toEqual({ name: UNSUPPORTED_CHARACTERS_MESSAGE });
    expect(errorsOf({ message: "half an emoji \ud83d" })).toEqual({
      message: UNSUPPORTED_CHARACTERS_MESSAGE,
    });
    expect(errorsOf({ clinicName: "\udc00 clinic" })).toEqual({ clinicName: UNSUPPORTED_CHARACTERS_MESSAGE });
    expect(errorsOf({ name: "a".repeat(101) + "\u0000" })).toEqual({
      name: "Name must be less than 100 characters",
    });
    expect(errorsOf({ name: "Zoë 😀 Ñandú" })).toEqual({});
  });

  it("refuses line breaks and control characters inside the one-line fields (the message keeps them)", () => {
    for (const inside of [
      "\n",
      "\r\n",
      "\t",
      "\u001b[2J",
      "\u007f",
      "\u0085",
      "\u009b",
      "\u2028",
      "\u2029",
    ]) {
      expect(errorsOf({ name: `Eve${inside}Email: attacker@evil.example` }), JSON.stringify(inside)).toEqual({
        name: UNSUPPORTED_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ phone: `555${inside}0100` })).toEqual({ phone: UNSUPPORTED_CHARACTERS_MESSAGE });
      expect(errorsOf({ clinicName: `Smile${inside}Dental` })).toEqual({
        clinicName: UNSUPPORTED_CHARACTERS_MESSAGE,
      });
    }
    // At either end they are whitespace, trimmed before any rule.
    expect(errorsOf({ name: "\r\nJane\t", clinicName: "\nSmile Dental\n" })).toEqual({});
    expect(errorsOf({ message: "Hello,\r\n\r\nwe have\ttwo clinics.\u2028Thanks" })).toEqual({});
    // The spec's rules come first: a name too long, with a line break inside, is "too long".
    expect(errorsOf({ name: `${"a".repeat(60)}\n${"a".repeat(60)}` })).toEqual({
      name: "Name must be less than 100 characters",
    });
  });

  it.each([
    ["accents", "José Ñandú Müller-Lüdenscheidt"],
    ["apostrophes and hyphens", "Seán O'Brien-D’Arcy"],
    ["CJK", "李小龍"],
    ["Japanese", "山田 太郎"],
    ["Arabic", "محمد بن سلمان"],
    ["Hebrew with a niqqud", "שָׁלוֹם כהן"],
    ["Persian with a zero-width non-joiner", "مهرداد\u200cزاده"],
    ["Devanagari", "अनुराधा शर्मा"],
    ["Thai", "สมชาย ใจดี"],
    ["an emoji with a zero-width joiner", "Dr. Ana 👩\u200d⚕️"],
  ])("accepts a name in %s", (_label, name) => {
    expect(errorsOf({ name, clinicName: `Clínica ${name}` })).toEqual({});
  });

  it("shows only the first failing rule of a field", () => {
    expect(errorsOf({ email: `${"a".repeat(300)}` })).toEqual({ email: "Invalid email address" });
  });
});

describe("contact schema: a light check of the phone number", () => {
  const INVALID = "Enter a phone number of at least 7 digits";

  it.each([
    "+44 7700 900123",
    "+52 55 1234 5678",
    "+55 (11) 91234-5678",
    "020.7946.0000",
    "1234567",
    // An Arabic keypad's digits.
    "+971 ٥٠ ١٢٣ ٤٥٦٧",
  ])("accepts %j", (phone) => {
    expect(errorsOf({ phone })).toEqual({});
  });

  it.each(["abc", "call me", "123456", "+1 555", "++44 7700 900123", "44+7700900123", "7700 900123 ext"])(
    "refuses %j, saying what a phone number needs",
    (phone) => {
      expect(errorsOf({ phone })).toEqual({ phone: INVALID });
    },
  );

  // Each language's example is a number of its market (the currency's country in the registry) that
  // the form would accept.
  it.each([
    ["en", "+44 "],
    ["es", "+52 "],
    ["pt-br", "+55 "],
    ["ar", "+971 "],
  ] as const)("the %s placeholder is a %snumber the check accepts", (locale, prefix) => {
    const placeholder = contactFormIn(loadPublicConfig({}), locale).placeholders.phone;
    expect(placeholder.startsWith(prefix)).toBe(true);
    expect(new RegExp(PHONE_PATTERN).test(placeholder)).toBe(true);
  });

  it("says a missing or too long number first", () => {
    expect(errorsOf({ phone: "" })).toEqual({ phone: "Phone number is required" });
    expect(errorsOf({ phone: "a".repeat(21) })).toEqual({
      phone: "Phone number must be less than 20 characters",
    });
  });
});

describe("trimValue", () => {
  it("removes exactly what String#trim removes", () => {
    const edge = fc.constantFrom(...TRIM_CHARACTERS, "a", "é", "\u200b", "😀", "\u0085");
    fc.assert(
      fc.property(
        fc.array(edge, { maxLength: 12 }).map((chars) => chars.join("")),
        (value) => {
          expect(trimValue(value)).toBe(value.trim());
        },
      ),
    );
  });
});

describe("the SQL migration repeats the schema's rules", () => {
  const dir = "supabase/migrations";
  const file = readdirSync(dir).find((name) => name.endsWith("_create_contact_submissions.sql"));
  const sql = readFileSync(`${dir}/${file}`, "utf8");

  it.each([
    ["name", NAME_MAX_LENGTH, "between 1 and"],
    ["phone", PHONE_MAX_LENGTH, "between 1 and"],
    ["clinic_name", CLINIC_NAME_MAX_LENGTH, "between 1 and"],
    ["message", MESSAGE_MAX_LENGTH, "between 1 and"],
    ["email", EMAIL_MAX_LENGTH, "<="],
  ])("%s is limited to %i characters", (column, max, comparison) => {
    expect(sql).toContain(`char_length(${column}) ${comparison} ${max}`);
  });

  it("uses the same phone pattern", () => {
    const shape = readdirSync(dir).find((name) => name.endsWith("_contact_submissions_phone_shape.sql"));
    expect(readFileSync(`${dir}/${shape}`, "utf8")).toContain(`check (phone ~ '${PHONE_PATTERN}')`);
  });

  it("uses the same e-mail pattern", () => {
    expect(sql).toContain(`email ~ '${EMAIL_PATTERN.replaceAll("'", "''")}'`);
  });

  it("refuses the same characters inside the one-line columns", () => {
    const singleLine = readFileSync(
      `${dir}/${readdirSync(dir).find((name) => name.endsWith("_contact_submissions_single_line.sql"))}`,
      "utf8",
    );
    for (const column of ["name", "phone", "clinic_name"]) {
      expect(singleLine).toContain(`check (${column} !~ '${SINGLE_LINE_PATTERN}')`);
    }
  });

  it("trims the same characters", () => {
    const escaped = [...TRIM_CHARACTERS]
      .map((c) => `\\${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`)
      .join("");
    expect(sql).toContain(`U&'${escaped}'`);
  });
});

describe("contact schema: fields that show something, and a message without control characters", () => {
  it.each([
    ["name", { name: "\u200b\u200b" }, "Name is required"],
    ["name", { name: "\u3164" }, "Name is required"],
    ["phone", { phone: "\u2800\u2800" }, "Phone number is required"],
    ["clinicName", { clinicName: "\u202e\u{e0041}\ufe0f" }, "Clinic name is required"],
  ])("asks for %s when it holds only invisible characters (%j)", (field, values, message) => {
    expect(errorsOf(values)).toEqual({ [field]: message });
  });

  it("accepts letters of every script with format characters among them", () => {
    for (const name of ["مهرداد\u200cزاده", "Ana\u200bMaria", "👩‍⚕️", "李小龍", "ß"])
      expect([name, errorsOf({ name })]).toEqual([name, {}]);
  });

  it("removes the message's control characters but tab and line breaks, then trims it", () => {
    const result = validateContact({ ...valid, message: "\u0007 \u001b[2JHello,\r\n\tthanks\u0085\u007f " });
    expect(result).toMatchObject({ success: true, row: { message: "[2JHello,\r\n\tthanks" } });
    expect(validateContact({ ...valid, message: "\u0007\u001b" })).toMatchObject({ row: { message: null } });
    expect(normaliseMessage("a\u2028b")).toBe("a\u2028b");
  });

  it("lists in SQL the same message control characters", () => {
    const dir = new URL("../../supabase/migrations/", import.meta.url);
    const sql = readdirSync(dir)
      .map((file) => readFileSync(new URL(file, dir), "utf8"))
      .join("\n");
    expect(sql).toContain(`regexp_replace(new.message, '${MESSAGE_CONTROL_PATTERN}', '', 'g')`);
  });
});
