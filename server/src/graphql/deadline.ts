import type { IResolvers } from 'mercurius';
import { AppError } from '../lib/errors';
import { MESSAGES } from '@evbazaar/common';

/** The moment after which no further resolver of this execution starts. */
export interface WithDeadline {
  deadline?: number;
}

export class ExecutionTimeout extends AppError {
  constructor() {
    super('TIMEOUT', MESSAGES.graphql.timeout);
  }
}

type Resolver = (parent: unknown, args: unknown, context: WithDeadline, info: unknown) => unknown;

/** Longest run of execution work before it lets the event loop answer other requests. */
export const SLICE_MS = 20;

let sliceStarted = 0;
let sliceOpen = false;
/**
 * True once the code running since the event loop last turned has taken more than SLICE_MS.
 * A slice opens at the first check after a turn; a setImmediate closes it at the next turn.
 */
function sliceSpent(): boolean {
  const now = performance.now();
  if (!sliceOpen) {
    sliceOpen = true;
    sliceStarted = now;
    setImmediate(() => (sliceOpen = false));
  }
  return now - sliceStarted > SLICE_MS;
}

/** Resolves with `value` after the event loop has turned (timers, I/O and other requests ran). */
const nextTurn = <T>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)));

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Wraps every field resolver of the object types so that one execution cannot hold the event
 * loop: a resolver that would start, or a value that would be completed, after SLICE_MS of
 * uninterrupted work waits for the next turn of the loop first. Once the execution is past its
 * deadline, the fields still to resolve fail fast instead of starting more database work.
 */
export function withDeadline(resolvers: Record<string, unknown>): IResolvers {
  const wrapped: Record<string, unknown> = {};
  for (const [type, fields] of Object.entries(resolvers)) {
    if (typeof fields !== 'object' || fields === null) {
      wrapped[type] = fields;
      continue;
    }
    wrapped[type] = Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).map(([name, resolve]) => {
        if (typeof resolve !== 'function') return [name, resolve];
        const run: Resolver = (parent, args, context, info) => {
          if (context?.deadline !== undefined && Date.now() > context.deadline) throw new ExecutionTimeout();
          const result = (resolve as Resolver)(parent, args, context, info);
          // graphql-js completes the value (a whole list and its default-resolved fields) in one go
          if (isThenable(result)) return result.then((value) => (sliceSpent() ? nextTurn(value) : value));
          return sliceSpent() ? nextTurn(result) : result;
        };
        // after its wait a resolver checks again: many waiting at once go one turn of the loop each
        const guarded: Resolver = (parent, args, context, info) =>
          sliceSpent() ? nextTurn(undefined).then(() => guarded(parent, args, context, info)) : run(parent, args, context, info);
        return [name, guarded];
      }),
    );
  }
  return wrapped as IResolvers;
}
