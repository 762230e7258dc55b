import { ArrowLeft } from "lucide-react";
import type { NotFoundContent } from "./content.ts";
import { buttonVariants } from "#src/components/ui/button.tsx";

export interface NotFoundProps {
  content: NotFoundContent;
}

/** The 404 page body: '404', 'Oops! Page not found' (the h1) and 'Return to Home'. */
export function NotFound({ content }: NotFoundProps) {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="relative isolate flex min-h-[70dvh] items-center overflow-hidden py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_0%_in_srgb,var(--color-brand-100),transparent_70%)]"
      />
      <div className="page-container text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">{content.code}</p>
        <h1
          id="not-found-heading"
          className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
        >
          {content.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">{content.body}</p>
        <a href={content.home.href} className={buttonVariants({ size: "lg", className: "mt-10" })}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {content.home.label}
        </a>
      </div>
    </section>
  );
}
