import type { APIRoute, GetStaticPaths } from "astro";
import { MARK_FILES } from "#src/components/brand/IntegrationMark.tsx";

/** /marks/<slug>.svg: each integration's mark as a static file (see IntegrationMark.tsx). */
export const getStaticPaths = (() =>
  MARK_FILES.map(({ slug, svg }) => ({ params: { mark: slug }, props: { svg } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props }) =>
  new Response(props.svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
