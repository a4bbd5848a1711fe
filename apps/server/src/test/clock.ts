/** A clock the test moves by hand (BuildOptions.now): heartbeats and deadlines are judged by it. */
export function testClock(start = Date.parse('2026-12-05T09:00:00.000Z')) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    get ms() {
      return at;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
