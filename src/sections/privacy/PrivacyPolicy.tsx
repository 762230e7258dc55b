import type { PrivacyBlock, PrivacyContent } from "./content.ts";
import { headingIdFor } from "#src/components/layout/SectionHeader.tsx";

export interface PrivacyPolicyProps {
  content: PrivacyContent;
}

function Block({ block }: { block: PrivacyBlock }) {
  switch (block.type) {
    case "list":
      return (
        <ul className="list-disc space-y-2 ps-5 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "address":
      return (
        <address className="rounded-xl bg-surface px-5 py-4 font-medium text-ink not-italic ring-1 ring-line">
          {block.lines.map((line) => (
            // Each line finds its own direction: a Latin address on an Arabic page stays readable.
            <span key={line} className="block" dir="auto">
              {line}
            </span>
          ))}
        </address>
      );
    case "paragraph":
      return (
        <p>
          {block.text}
          {block.link && (
            <>
              {" "}
              {/* The address and its full stop move to the next line together, as one block. */}
              <span className="whitespace-nowrap">
                <a
                  href={block.link.href}
                  // An e-mail address, isolated so an Arabic sentence around it cannot reorder it.
                  dir="ltr"
                  className="inline-block max-w-full font-medium wrap-break-word whitespace-normal text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  <EmailAddress address={block.link.label} />
                </a>
                .
              </span>
            </>
          )}
        </p>
      );
  }
}

/**
 * An e-mail address that wraps only when it is longer than a whole line, and then after its "@"
 * ("privacy@" / "chattobook.com"), never inside a word; a part longer than the line still breaks
 * (overflow-wrap) rather than widen the page.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** The privacy page body: the h1, an intro, and one titled section per topic of GDPR Art. 13. */
export function PrivacyPolicy({ content }: PrivacyPolicyProps) {
  return (
    <article aria-labelledby="privacy-heading" className="page-container max-w-3xl py-14 sm:py-20">
      <h1 id="privacy-heading" className="text-4xl font-extrabold tracking-tight text-balance text-ink">
        {content.heading}
      </h1>
      <p className="mt-3 text-sm text-muted">
        <time dateTime={content.updated.date}>{content.updated.line}</time>
      </p>
      <p className="mt-5 text-lg text-pretty text-muted">{content.intro}</p>
      {content.missingValuesNotice && (
        <p
          role="note"
          className="mt-6 rounded-xl bg-amber-50 px-5 py-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {content.missingValuesNotice}
        </p>
      )}
      {content.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={headingIdFor(section.id)}
          className="mt-12"
        >
          <h2 id={headingIdFor(section.id)} className="text-2xl font-bold tracking-tight text-ink">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 text-base/relaxed text-ink-soft">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
