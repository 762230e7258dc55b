import { useId } from "react";

export interface LogoMarkProps {
  className?: string;
}

/** The brand mark: a chat bubble with a check, i.e. a chat that became a booking. Decorative. */
export function LogoMark({ className }: LogoMarkProps) {
  // Unique per render: the mark appears in the top bar and the footer of the same page.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-500)" />
          <stop offset="1" stopColor="var(--color-brand-800)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M11 7h10a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4h-6l-4.5 3.8V21A4 4 0 0 1 7 17v-6a4 4 0 0 1 4-4z"
        fill="#fff"
      />
      <path
        d="m12.3 14.1 2.6 2.6 5-5"
        fill="none"
        stroke="var(--color-brand-700)"
        strokeWidth="2.3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
