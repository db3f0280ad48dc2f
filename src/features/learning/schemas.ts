import { z } from 'zod/mini';

/** ?kurs= and ?lektion= of the course pages; anything malformed is dropped, never an error. */
export const courseSearch = z.object({
  kurs: z.catch(z.optional(z.string()), undefined),
  lektion: z.catch(z.optional(z.string()), undefined),
});
export type CourseSearch = z.infer<typeof courseSearch>;

/** The fixed-course pages take only ?lektion=. */
export const lessonSearch = z.object({
  lektion: z.catch(z.optional(z.string()), undefined),
});
