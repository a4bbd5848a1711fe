import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { DB } from './database.js';

/**
 * Stands for one argument while the query is compiled. Turned into a string or number (a
 * value derived from the argument), it reads differently in each round, so the check below
 * sees that the query did not pass the argument as it was.
 */
class Slot {
  constructor(
    readonly index: number,
    readonly round: number,
  ) {}
  toString() {
    return `prepared-argument-${this.index}-round-${this.round}`;
  }
  toJSON() {
    return this.toString();
  }
  [Symbol.toPrimitive]() {
    return this.toString();
  }
}

interface Shape<R> {
  compiled: CompiledQuery<R>;
  /** For each parameter: the argument it takes, or -1 for a value written in the query itself. */
  takes: number[];
}

/**
 * Compiles the query twice with stand-ins for the arguments and checks that its SQL does not
 * depend on them: the same text both times, and every parameter either an argument as it was
 * passed or a value of the query's own. A query that spreads, lists or transforms an argument
 * is refused here, at its first call, instead of running the wrong SQL later.
 */
function shapeOf<R>(arity: number, compile: (args: Slot[]) => CompiledQuery<R>): Shape<R> {
  const attempt = (round: number) => {
    try {
      return compile(Array.from({ length: arity }, (_, index) => new Slot(index, round)));
    } catch (error) {
      throw new Error(`prepared(): the query cannot be built without its values (a list or object argument?): ${String(error)}`, {
        cause: error,
      });
    }
  };
  const [first, second] = [0, 1].map(attempt) as [CompiledQuery<R>, CompiledQuery<R>];
  const takes = first.parameters.map((p, i) => {
    const q = second.parameters[i];
    if (p instanceof Slot && q instanceof Slot && p.index === q.index) return p.index;
    if (!(p instanceof Slot) && !(q instanceof Slot) && Object.is(p, q)) return -1;
    return -2;
  });
  if (first.sql !== second.sql || first.parameters.length !== second.parameters.length || takes.includes(-2))
    throw new Error(`prepared(): the SQL depends on the values passed, so it cannot be reused: ${first.sql}`);
  return { compiled: first, takes };
}

/**
 * A query of fixed shape that Kysely builds and compiles once per database, after which each
 * call only binds its arguments to the same SQL (results still go through the plugins, so rows
 * are camelCased as usual). Kysely spends ~12 µs building and compiling a small query, more
 * than SQLite takes to run it (~7 µs); for the few statements of the busiest writes (a message
 * send runs a dozen) that is a fifth of the request's CPU (ADR 042). Everything else writes
 * queries the ordinary way. Arguments must be values bound as they are (strings, numbers,
 * booleans, null), never arrays or objects the query takes apart: that is checked once.
 */
export function prepared<A extends unknown[], R>(build: (db: DB, ...args: A) => Compilable<R>) {
  // Keyed by the database's adapter: a transaction shares it with its database, while each
  // test app (and each dialect) has its own.
  const shapes = new WeakMap<object, Shape<R>>();
  return (db: DB, ...args: A): Promise<QueryResult<R>> => {
    const adapter = db.getExecutor().adapter;
    let shape = shapes.get(adapter);
    if (!shape) {
      shape = shapeOf(args.length, (slots) => build(db, ...(slots as unknown as A)).compile());
      shapes.set(adapter, shape);
    }
    const { compiled, takes } = shape;
    const parameters = takes.map((arg, i) => (arg < 0 ? compiled.parameters[i] : args[arg]));
    return db.executeQuery({ ...compiled, parameters });
  };
}
