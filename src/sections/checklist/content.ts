import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/** 'All included': the items, then a tile that offers the demo (it fills the grid's last cell). */
export const buildChecklist = (ctx: PageContext) => ({
  ...sectionIntro(ctx, SECTION_IDS.checklist, ctx.copy.checklist),
  items: LIST_IDS.checklist.map((id) => ({ ...ctx.copy.checklist.items[id] })),
  demo: { ...ctx.copy.checklist.demo, cta: ctx.bookDemo },
});

export type ChecklistContent = ReturnType<typeof buildChecklist>;
