import { searchParams, textParam } from '@/lib/search-params';

/** ?kurs= and ?lektion= of the course pages; anything malformed is dropped, never an error. */
export const courseSearch = searchParams({ kurs: textParam(), lektion: textParam() });
export type CourseSearch = ReturnType<typeof courseSearch>;

/** The fixed-course pages take only ?lektion=. */
export const lessonSearch = searchParams({ lektion: textParam() });
