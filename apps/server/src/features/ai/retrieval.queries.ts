import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// The same expression as the lessons_search_idx GIN index, so the match can use it.
const LESSON_DOCUMENT = sql`to_tsvector('english'::regconfig, l.title || ' ' || l.content)`;
// Ranking only: a word in the title counts more than the same word in the text.
const WEIGHTED_DOCUMENT = sql`setweight(to_tsvector('english'::regconfig, l.title), 'A') || setweight(to_tsvector('english'::regconfig, l.content), 'B')`;

export type LessonHit = {
  lesson_id: number;
  lesson_title: string;
  content: string;
  course_id: number;
  course_title: string;
};

/**
 * Any of the words may match (an OR query), ranked by how many and how well: a learner's question rarely
 * uses every word a lesson does. Only letters and digits reach the query parser.
 */
export function orQuery(terms: string[]): string {
  return terms
    .map((term) => term.replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' or ');
}

/**
 * The lessons of one course that match the terms, best first. The course is the only scope: the caller has
 * already checked that the user may study it, and no other course's lesson is ever read. Only lesson text
 * is material, never assessments.
 */
export async function searchCourseLessons(
  db: Db,
  courseId: number,
  terms: string[],
  limit: number,
): Promise<LessonHit[]> {
  const query = orQuery(terms);
  if (!query) return [];
  return queryRows<LessonHit>(
    db,
    sql`select l.id as lesson_id, l.title as lesson_title, l.content, c.id as course_id, c.title as course_title
        from lessons l
        join courses c on c.id = l.course_id,
        websearch_to_tsquery('english'::regconfig, ${query}) q
        where l.course_id = ${courseId} and ${LESSON_DOCUMENT} @@ q
        order by ts_rank(${WEIGHTED_DOCUMENT}, q) desc, l.id
        limit ${limit}`,
  );
}

/** One lesson, if it belongs to the course. */
export async function findCourseLesson(
  db: Db,
  courseId: number,
  lessonId: number,
): Promise<LessonHit | undefined> {
  const [row] = await queryRows<LessonHit>(
    db,
    sql`select l.id as lesson_id, l.title as lesson_title, l.content, c.id as course_id, c.title as course_title
        from lessons l
        join courses c on c.id = l.course_id
        where l.id = ${lessonId} and l.course_id = ${courseId}`,
  );
  return row;
}

export async function courseHasLessons(db: Db, courseId: number): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(select 1 from lessons l where l.course_id = ${courseId}) as found`,
  );
  return rows[0]?.found === true;
}

/** How well each text answers the terms, by the same full-text ranking as the lesson search. */
export async function rankTexts(db: Db, terms: string[], texts: string[]): Promise<number[]> {
  const query = orQuery(terms);
  if (!query || texts.length === 0) return texts.map(() => 0);
  const rows = await queryRows<{ position: number; rank: number }>(
    db,
    sql`select p.position::int as position,
               ts_rank(to_tsvector('english'::regconfig, p.body), websearch_to_tsquery('english'::regconfig, ${query}))::float8 as rank
        from unnest(array[${sql.join(
          texts.map((text) => sql`${text}`),
          sql`, `,
        )}]::text[]) with ordinality as p(body, position)`,
  );
  const ranks = texts.map(() => 0);
  for (const row of rows) ranks[Number(row.position) - 1] = Number(row.rank);
  return ranks;
}
