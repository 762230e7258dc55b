import type { LocaleCopy } from "./schema.ts";
import { textsIn } from "./text.ts";

/*
 * How much of a language's copy is still another language's words: a language scaffolded from
 * another one (npm run locale:add) and not yet translated ships that language under its own `lang`
 * otherwise. The build refuses to publish it, and a development build marks it (decision 092).
 */

/** A language counts as untranslated when more than this share of its texts are another's. */
export const UNTRANSLATED_SHARE = 0.5;

export interface Untranslated {
  /** The language whose words it repeats most. */
  like: string;
  same: number;
  total: number;
}

/**
 * The language whose texts this one repeats most, when that is more than UNTRANSLATED_SHARE of
 * them; undefined for a translated language. Texts of one character or without a letter (a
 * number, a placeholder alone) are not counted.
 */
export function untranslated(copy: LocaleCopy, others: Record<string, LocaleCopy>): Untranslated | undefined {
  const own = textsIn({ landing: copy.landing, privacy: copy.privacy, email: copy.email }).filter(
    ([path, text]) => text.length > 1 && /\p{L}/u.test(text) && !path.endsWith(".document"),
  );
  let worst: Untranslated | undefined;
  for (const [locale, other] of Object.entries(others)) {
    const theirs = new Map(textsIn({ landing: other.landing, privacy: other.privacy, email: other.email }));
    const same = own.filter(([path, text]) => theirs.get(path) === text).length;
    if (!worst || same > worst.same) worst = { like: locale, same, total: own.length };
  }
  return worst && worst.same > worst.total * UNTRANSLATED_SHARE ? worst : undefined;
}
