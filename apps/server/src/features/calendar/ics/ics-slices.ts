/**
 * Long work in slices: the caller asks `due()` between small steps, and it yields to the event
 * loop (setImmediate) once `budgetMs` of wall time has passed since the last yield, so other
 * requests are answered while an import runs (ADR 029). Wall time, not a step count, so a
 * busy machine yields as often as an idle one.
 */
export function createSlicer(budgetMs = 5): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
