const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\([#%.,\s\w()-]*\)$/i;

/**
 * `image_url` becomes a CSS background in the gallery: an http(s) URL or a CSS gradient, and
 * nothing that could end the declaration or load another resource (gradients allow no quotes,
 * colons, slashes, semicolons or braces).
 */
export function imageProblem(value: string | null | undefined): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (GRADIENT.test(v)) return undefined;
  try {
    const url = new URL(v);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && !/["'()\\\s]/.test(v)) return undefined;
  } catch {
    // not a URL
  }
  return 'Image must be an http(s) URL or a CSS gradient';
}
