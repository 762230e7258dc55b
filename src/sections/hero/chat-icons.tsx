import { createLucideIcon } from "lucide-react";

/*
 * Four of Lucide's icons, each made by lucide-react's own factory from one path instead of its
 * several shapes. They repeat in every scenario of the hero's chat, and every element of the chat
 * is styled and laid out before the first paint (decision 059): joined, they are 30 elements
 * fewer. Each subpath starts with an absolute move, so joining changes nothing drawn.
 */
const onePath = (name: string, d: string) => createLucideIcon(name, [["path", { d, key: name }]]);

export const Sparkles = onePath(
  "sparkles",
  "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594zM20 2v4M22 4h-4M2 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
);
export const CheckCheck = onePath("check-check", "M18 6 7 17l-5-5M22 10l-7.5 7.5L13 16");
export const CalendarCheck = onePath(
  "calendar-check",
  "M8 2v3M16 2v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 9h18M9 15l2 2 4-4",
);
export const Mic = onePath("mic", "M12 19v3M19 10v2a7 7 0 0 1-14 0v-2M9 5a3 3 0 0 1 6 0v7a3 3 0 0 1-6 0z");
