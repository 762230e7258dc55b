/// <reference types="astro/client" />

/** The build's subset of the Arabic face (src/integrations/arabic-face.ts). */
declare module "virtual:arabic-face" {
  /** The subset's URL, hashed. */
  const url: string;
  export default url;
  /** The characters the face is used for: the package's Arabic range. */
  export const unicodeRange: string;
  /** The weight axis the subset keeps. */
  export const weights: { min: number; max: number };
}
