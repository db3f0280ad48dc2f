import { JSON_SCHEMA, load, YAMLException } from 'js-yaml';

import { ContentError, type SourceLine } from './content-error.ts';

/** A Markdown file split into its YAML front matter and the numbered lines after it. */
export type FrontMatterFile = {
  data: Record<string, unknown>;
  /** Line of each top-level front matter key (for error messages). */
  keyLines: Record<string, number>;
  body: SourceLine[];
};

const FENCE = '---';

/**
 * Splits `---\n<yaml>\n---\n<markdown>`. The YAML is read with the JSON schema (strings, numbers,
 * booleans; no dates or other surprises) and must be a mapping.
 */
export function splitFrontMatter(file: string, source: string): FrontMatterFile {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== FENCE) throw new ContentError(file, 1, `the file must start with '${FENCE}'`);
  const end = lines.indexOf(FENCE, 1);
  if (end === -1) throw new ContentError(file, 1, `the front matter has no closing '${FENCE}'`);
  const yaml = lines.slice(1, end).join('\n');
  let data: unknown;
  try {
    data = load(yaml, { filename: file, schema: JSON_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new ContentError(file, (error.mark?.line ?? 0) + 2, error.reason);
    }
    throw error;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(file, 2, 'the front matter must be a list of `name: value` lines');
  }
  const keyLines: Record<string, number> = {};
  lines.slice(1, end).forEach((text, i) => {
    const key = /^([A-Za-z][\w-]*):/.exec(text)?.[1];
    if (key) keyLines[key] = i + 2;
  });
  const body = lines.slice(end + 1).map((text, i) => ({ text, line: end + 2 + i }));
  return { data: data as Record<string, unknown>, keyLines, body };
}
