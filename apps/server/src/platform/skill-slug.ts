/** A catalogue skill's URL-safe, stable slug: "AI/Machine Learning" → "ai-machine-learning", "C#" → "csharp". */
export function skillSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/#/g, 'sharp')
    .replace(/\+/g, 'plus')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
