import { Fragment, type ReactNode } from "react";

/**
 * Lets the browser wrap "WhatsApp/Facebook/Instagram" after each slash (it never breaks there on its
 * own), so a long slash-joined label cannot push a 320 px layout sideways.
 */
export function breakAfterSlashes(text: string): ReactNode {
  const parts = text.split("/");
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}
