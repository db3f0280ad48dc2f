/** A content file that cannot be read: the message names the file and the line, as `file:line`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** A line of a content file, numbered from 1 as editors show it. */
export type SourceLine = { text: string; line: number };
