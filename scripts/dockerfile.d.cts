export interface Instruction {
  /** upper case: RUN, COPY, ENV… */
  keyword: string;
  /** leading `--name=value` flags (`--from=build`, `--chown=node`, `--interval=10s`) */
  flags: Record<string, string>;
  /** the rest, as written (continuations joined) */
  args: string;
  /** first line of the instruction in the file */
  line: number;
}

export interface Stage {
  /** the `AS` name, or the stage's index as a string */
  name: string;
  /** the image it starts FROM */
  image: string;
  flags: Record<string, string>;
  instructions: Instruction[];
}

/** The repository's Dockerfile (at the root). */
export const DOCKERFILE: string;
export function parseDockerfile(text: string): Stage[];
export function readDockerfile(file?: string): Stage[];
/** An exec form as its words; a shell form as `['/bin/sh', '-c', text]`. */
export function commandWords(args: string): string[];
/** `ENV A=1 B="two words"` as an object. */
export function envPairs(args: string): Record<string, string>;
/** `COPY [--from=x] src… dest` as its sources and destination. */
export function copyArgs(args: string): { sources: string[]; dest: string };
/** Words split at blanks, quoted parts kept together (quotes removed). */
export function words(text: string): string[];
