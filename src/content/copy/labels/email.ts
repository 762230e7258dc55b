import { type FieldText, t, adv, long } from "./words.ts";

/** The e-mail's texts, by YAML path. */
export const EMAIL_TEXTS: Record<string, FieldText> = {
  document: adv("File kind", "nowhere: it tells the editor which file this is"),
  autoreply: t(
    "Confirmation e-mail",
    "the e-mail a visitor gets after sending the form, when confirmations are on",
  ),
  "autoreply.subject": t("Subject", "the confirmation e-mail's subject line"),
  "autoreply.body": long("Text", "the confirmation e-mail's text"),
};
