import { registerCopyField } from "./copy-field.ts";
import { config, decap } from "./decap.ts";
import { showDraftImages } from "./draft-images.ts";
import { reportFileProblems, STYLE } from "./messages.ts";
import { pageLinks, tidyDecap } from "./page.ts";
import { guardPublish } from "./publish.ts";
import { wrapFetch } from "./saving.ts";

/*
 * The content editor's own script (decisions 081, 082 and 084), bundled into one file by the dev
 * server and the build (src/integrations/cms.ts) and loaded before Decap's bundle on the admin
 * page. It
 *  - registers `copy`, the field of every text (copy-field.ts, rules.ts);
 *  - stops "Publish" while any language has a mistake, says so, and takes the marketer to the
 *    first one (publish.ts);
 *  - sends each save with the version of each file this tab loaded and the run's token, and shows
 *    a refusal (saving.ts);
 *  - links each language's page, names languages where Decap shows only codes, and names the
 *    buttons of a list's items (page.ts);
 *  - shows a chosen photo before it is saved (draft-images.ts).
 */

// Decap starts itself when its bundle runs, unless told to wait for the configuration this page holds.
decap.CMS_MANUAL_INIT = true;

wrapFetch();
showDraftImages();
document.addEventListener("click", guardPublish, true);
document.addEventListener("DOMContentLoaded", () => {
  const style = document.createElement("style");
  style.textContent = STYLE;
  document.head.append(style);
  registerCopyField();
  decap.CMS.init({ config });
  pageLinks();
  tidyDecap();
  reportFileProblems();
});
