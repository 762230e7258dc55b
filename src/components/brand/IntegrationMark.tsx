import { Asterisk, CalendarDays, Mail, MessageCircle, Send, Waypoints, type LucideIcon } from "lucide-react";
import type { IntegrationMarkKey } from "@/content/landing.ts";
import { cn } from "@/lib/utils.ts";

/*
 * Our own simple tiles for the integrations: a glyph in the colour people associate with each tool.
 * They are drawn here rather than copied or hotlinked, and the tool's name always sits next to them.
 */
const MARKS: Record<IntegrationMarkKey, { icon: LucideIcon; tile: string }> = {
  googleCalendar: { icon: CalendarDays, tile: "bg-blue-50 text-blue-700 ring-blue-100" },
  gmail: { icon: Mail, tile: "bg-red-50 text-red-700 ring-red-100" },
  whatsapp: { icon: MessageCircle, tile: "bg-green-50 text-green-700 ring-green-100" },
  telegram: { icon: Send, tile: "bg-sky-50 text-sky-700 ring-sky-100" },
  zapier: { icon: Asterisk, tile: "bg-orange-50 text-orange-700 ring-orange-100" },
  hubspot: { icon: Waypoints, tile: "bg-amber-50 text-amber-700 ring-amber-100" },
};

export interface IntegrationMarkProps {
  mark: IntegrationMarkKey;
  className?: string;
}

/** Decorative mark of one integration; the caller shows the name as text. */
export function IntegrationMark({ mark, className }: IntegrationMarkProps) {
  const { icon: Icon, tile } = MARKS[mark];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-xl ring-1",
        tile,
        className,
      )}
    >
      <Icon className="size-6" strokeWidth={2} />
    </span>
  );
}
