import { X } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { cn } from "#src/lib/utils.ts";
import { Button } from "#src/components/ui/button.tsx";

/*
 * A small accessible toast. Both live regions are in the page from the first render (server
 * rendered, even before hydration), because screen readers only announce changes to regions
 * they already know about: successes politely, errors through role="alert".
 */

/** One notification. A new `id` replaces the previous toast and is announced again. */
export interface ToastMessage {
  id: number;
  variant: "success" | "error";
  title: string;
  description: string;
}

export interface ToasterProps {
  toast: ToastMessage | null;
  onDismiss: () => void;
  /** Accessible name of the close button. */
  dismissLabel: string;
  /** Successes disappear after this long (paused while hovered or focused); errors stay until dismissed. */
  autoDismissMs?: number;
}

export const TOAST_AUTO_DISMISS_MS = 6_000;

const regionClass = "flex flex-col items-center sm:items-end";

export function Toaster({
  toast,
  onDismiss,
  dismissLabel,
  autoDismissMs = TOAST_AUTO_DISMISS_MS,
}: ToasterProps) {
  const card = toast && (
    <ToastCard
      key={toast.id}
      toast={toast}
      onDismiss={onDismiss}
      label={dismissLabel}
      autoDismissMs={autoDismissMs}
    />
  );
  return (
    // Phones: at the top, where it cannot cover the submit button a visitor may want to press again,
    // but under the sticky top bar (h-16), whose brand, demo button and menu stay in reach.
    // Wider screens: bottom right, lifted clear of the floating chat button (bottom-6, 48 px tall).
    <div className="pointer-events-none fixed inset-x-0 top-16 z-50 p-4 sm:inset-s-auto sm:top-auto sm:bottom-20 sm:w-md sm:p-6">
      {/* Not display:contents: browsers have dropped the role of such elements from the a11y tree. */}
      <div role="status" aria-live="polite" className={regionClass}>
        {toast?.variant === "success" && card}
      </div>
      <div role="alert" className={regionClass}>
        {toast?.variant === "error" && card}
      </div>
    </div>
  );
}

interface ToastCardProps {
  toast: ToastMessage;
  onDismiss: () => void;
  label: string;
  autoDismissMs: number;
}

function ToastCard({ toast, onDismiss, label, autoDismissMs }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoDismiss = toast.variant === "success" && !hovered && !focused;

  useEffect(() => {
    if (!autoDismiss) return;
    // Restarts from the full duration after a pause, so a reader who looked away gets time again.
    const timer = setTimeout(onDismiss, autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismiss, autoDismissMs, onDismiss]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onDismiss();
  };

  const error = toast.variant === "error";
  return (
    <div
      data-contact-toast={toast.variant}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg",
        error ? "border-destructive bg-destructive text-white" : "border-line bg-white text-ink",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        <p className={cn("mt-1 text-sm", error ? "text-white" : "text-muted")}>{toast.description}</p>
      </div>
      <Button
        variant={error ? "ghostInverse" : "ghost"}
        size="icon"
        onClick={onDismiss}
        aria-label={label}
        // On the red card the page's blue ring would not stand out; white does.
        className={cn("-m-1", error && "focus-visible:outline-white")}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
