/**
 * Asks `read` again until `holds` accepts its answer, and returns that answer. Tests wait for a
 * state, never for a guessed number of milliseconds: the ceiling is generous (a loaded CI
 * machine), the usual wait one or two rounds. After the ceiling the last answer is returned
 * and the test's own expect() says what was wrong.
 */
export async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, ceilingMs = 10_000): Promise<T> {
  const deadline = performance.now() + ceilingMs;
  for (;;) {
    const value = await read();
    if (holds(value) || performance.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
