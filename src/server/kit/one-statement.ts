// Actions whose handler writes nothing until its end: it reads, then leaves one guarded update (ctx.writeLast)
// and its history inserts (ctx.writeWithAudit) for the statement that writes its audit rows. The runner
// opens no transaction for them: one statement is atomic on its own, and the guard (the version read)
// stands in for the row lock. A status change then takes 2 round trips instead of 5 (docs/list-path.md).
// Only a handler that writes through nothing else may be marked: without a transaction, any other write
// would stay when the statement fails.
const marked = new WeakSet<object>();

export function inOneStatement<H extends (...args: never[]) => Promise<unknown>>(handler: H): H {
  marked.add(handler);
  return handler;
}

export const runsInOneStatement = (handler: object): boolean => marked.has(handler);
