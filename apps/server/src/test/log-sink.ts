import { Writable } from 'node:stream';

/** The app's log lines, kept for a test to read: pass `logger` to buildTestApp's options. */
export function logSink(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
