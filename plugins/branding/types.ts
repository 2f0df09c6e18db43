/** `GET /api/v1/branding`: the brand the top bar shows; null parts use the frame's default. */
export interface BrandingAnswer {
  title: string | null;
  logo: string | null;
}
