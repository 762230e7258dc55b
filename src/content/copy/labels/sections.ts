/**
 * The landing page's sections as the editor lists them, in page order, by their top-level keys;
 * `page` is where the section is, from a language's home page ("#faq", a page's path).
 */
export const LANDING_SECTIONS = [
  { name: "top-bar", label: "Top bar and menu", keys: ["nav", "bookDemo", "topBar"], page: "" },
  { name: "hero", label: "Hero: top of the page", keys: ["hero", "tryOnWhatsApp"], page: "" },
  { name: "features", label: "Features", keys: ["features"], page: "#features" },
  { name: "how-it-works", label: "How it works", keys: ["howItWorks"], page: "#how-it-works" },
  { name: "integrations", label: "Integrations", keys: ["integrations"], page: "#integrations" },
  { name: "pricing", label: "Pricing and calculator", keys: ["pricing"], page: "#pricing" },
  { name: "testimonials", label: "Customer stories", keys: ["testimonials"], page: "#testimonials" },
  { name: "team", label: "Who we are", keys: ["team"], page: "#team" },
  { name: "checklist", label: "All included", keys: ["checklist"], page: "#included" },
  { name: "patient-data", label: "Patient data", keys: ["patientData"], page: "#patient-data" },
  { name: "faq", label: "FAQ and billing", keys: ["faq", "billing"], page: "#faq" },
  { name: "contact", label: "Contact form", keys: ["contact"], page: "#contact" },
  { name: "footer", label: "Footer and WhatsApp button", keys: ["footer", "floatingChat"], page: "#contact" },
  { name: "search", label: "Search results and sharing", keys: ["meta", "whatsappGreeting"], page: "" },
  { name: "not-found", label: "Page not found", keys: ["notFound"], page: "no-such-page/" },
] as const;

/** Where each collection's texts show, from a language's home page (the editor's page links). */
export const COLLECTION_PAGES: Record<string, string> = {
  ...Object.fromEntries(LANDING_SECTIONS.map((section) => [section.name, section.page])),
  // The facts show in several sections: the page from its top.
  facts: "",
  privacy: "privacy/",
  "privacy-advanced": "privacy/",
};
