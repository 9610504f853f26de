/** A failure whose message says it all: the bench prints it without a stack. */
export class BenchError extends Error {}
