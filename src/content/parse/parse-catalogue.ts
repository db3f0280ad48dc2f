import { JSON_SCHEMA, load, YAMLException } from 'js-yaml';
import type { z } from 'zod';

import { catalogueFileSchema } from '../schema.ts';
import { ContentError } from './content-error.ts';

export type CatalogueStructure = z.infer<typeof catalogueFileSchema>;

/**
 * content/catalogue.yaml, checked against the schema and against the courses that exist
 * (`courseIds`): every problem names the file and the line.
 */
export function parseCatalogue(
  file: string,
  source: string,
  courseIds: readonly string[],
): CatalogueStructure {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let data: unknown;
  try {
    data = load(source, { filename: file, schema: JSON_SCHEMA });
  } catch (error) {
    if (error instanceof YAMLException) {
      throw new ContentError(file, (error.mark?.line ?? 0) + 1, error.reason);
    }
    throw error;
  }
  const keyLine = (key: PropertyKey | undefined) =>
    lines.findIndex((line) => line.startsWith(`${String(key)}:`)) + 1 || 1;
  const result = catalogueFileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(
      file,
      keyLine(issue.path[0]),
      `${issue.path.join('.')}: ${issue.message}`,
    );
  }
  const known = new Set(courseIds);
  const structure = result.data;
  const named = [
    ...structure.order,
    ...structure.publicCourses,
    ...structure.memberCourses,
    ...structure.groups.flatMap((group) => group.courses),
    ...structure.recommendedPath,
  ];
  const unknown = named.find((id) => !known.has(id));
  if (unknown) {
    const line = lines.findIndex((text) => new RegExp(`[\\s\\[,-]${unknown}\\b`).test(text)) + 1;
    throw new ContentError(file, line || 1, `no course '${unknown}' in content/courses`);
  }
  return structure;
}
