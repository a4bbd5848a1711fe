/** A JSON array of strings as stored in a text column (tags, requirement lines); anything else reads as none. */
export function jsonStrings(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
}
