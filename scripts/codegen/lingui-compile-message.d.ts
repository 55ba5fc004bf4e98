// Types of Lingui's message compiler for tsconfigs whose module resolution does not read package
// `exports` (the server's): the same signature as its own compileMessage.d.cts.
declare module '@lingui/message-utils/compileMessage' {
  export function compileMessageOrThrow(message: string, mapText?: (value: string) => string): string | unknown[];
}
