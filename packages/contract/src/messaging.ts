import { z } from 'zod';
import { Role } from './auth';
import { describeEndpoints } from './endpoint';
import { MessageResponse } from './errors';
import { IdParam, idField } from './ids';
import { LIMITS } from './limits';
import { longText, text } from './text';

const id = (label: string) => idField(`${label} must be an id`);

const content = longText({ error: 'Message content is required' })
  .trim()
  .min(1, { error: 'Message content is required' })
  .max(LIMITS.chatContent, { error: `Messages must be at most ${LIMITS.chatContent} characters` });

export const Message = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  sender_name: z.string(),
  recipient_id: z.number().int(),
  recipient_name: z.string(),
  subject: z.string(),
  content: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const CourseMessageBody = z.object({
  course_id: id('course_id'),
  recipient_id: id('recipient_id'),
  subject: text({ error: 'Subject is required' })
    .trim()
    .min(1, { error: 'Please fill in subject and message content' })
    .max(LIMITS.chatSubject, { error: `Subject must be at most ${LIMITS.chatSubject} characters` }),
  content: content.refine((value) => value.length > 0, {
    error: 'Please fill in subject and message content',
  }),
});
export type CourseMessageBody = z.input<typeof CourseMessageBody>;

export const DirectMessageBody = z.object({
  recipient_id: id('recipient_id'),
  subject: text().trim().max(LIMITS.chatSubject).default('Direct Message'),
  content,
});
export type DirectMessageBody = z.input<typeof DirectMessageBody>;

export const SendMessageResponse = z.object({ message_id: z.number().int(), message: z.string() });

export const StudentInstructorContact = z.object({
  instructor_id: z.number().int(),
  instructor_name: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
});
export type StudentInstructorContact = z.infer<typeof StudentInstructorContact>;

export const InstructorStudentContact = z.object({
  student_id: z.number().int(),
  student_name: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  enrolled_at: z.string(),
});
export type InstructorStudentContact = z.infer<typeof InstructorStudentContact>;

export const ConversationSummary = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: Role,
  last_message: z.string(),
  last_message_at: z.string(),
  unread_count: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const MessageableUser = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  role: Role,
});
export type MessageableUser = z.infer<typeof MessageableUser>;

export const MessageableQuery = z.object({
  search: text().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const UnreadCount = z.object({ unread_count: z.number().int() });

export const CourseConversationParams = z.object({ courseId: IdParam, otherUserId: IdParam });
export const MessageIdParams = z.object({ messageId: IdParam });
export const DirectConversationParams = z.object({ userId: IdParam });

/**
 * Course chat runs only between a course's instructor and its enrolled students; direct messages reach admins and
 * the people one shares a course with. Any other pair, and another person's message, answers `not_found`, so
 * nobody learns who is enrolled where.
 */
export const messagingEndpoints = describeEndpoints({
  'GET /messaging/student-instructors/': {
    summary: "The instructors of the student's courses, one per course, with unread counts.",
    tag: 'Messaging',
    auth: 'required',
    roles: ['student'],
    response: z.array(StudentInstructorContact),
    errors: ['forbidden'],
  },
  'GET /messaging/instructor-students/': {
    summary:
      'The enrolled students who have a course chat with the instructor, one per student and course, with unread counts.',
    tag: 'Messaging',
    auth: 'required',
    roles: ['instructor'],
    response: z.array(InstructorStudentContact),
    errors: ['forbidden'],
  },
  'GET /messaging/course/:courseId/:otherUserId/': {
    summary: 'The course chat with one person, oldest first; the reader’s incoming messages are marked read.',
    tag: 'Messaging',
    auth: 'required',
    roles: ['student', 'instructor'],
    params: CourseConversationParams,
    response: z.array(Message),
    errors: ['not_found'],
  },
  'POST /messaging/send/': {
    summary: 'Sends a course chat message to the course instructor or one of its enrolled students.',
    tag: 'Messaging',
    auth: 'required',
    roles: ['student', 'instructor'],
    body: CourseMessageBody,
    status: 201,
    response: SendMessageResponse,
    errors: ['not_found'],
  },
  'DELETE /messaging/delete/:messageId/': {
    summary: 'Deletes a message: its sender, or in a course chat the course instructor.',
    tag: 'Messaging',
    auth: 'required',
    params: MessageIdParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'GET /messaging/unread-count/': {
    summary: 'How many messages (course chat and direct) the user has not read.',
    tag: 'Messaging',
    auth: 'required',
    response: UnreadCount,
    errors: [],
  },
  'GET /messages/': {
    summary: 'The direct conversations of the user, latest first, with unread counts.',
    tag: 'Messaging',
    auth: 'required',
    response: z.array(ConversationSummary),
    errors: [],
  },
  'GET /messages/conversation/:userId/': {
    summary:
      'The direct conversation with one person, oldest first; the reader’s incoming messages are marked read.',
    tag: 'Messaging',
    auth: 'required',
    params: DirectConversationParams,
    response: z.array(Message),
    errors: ['not_found'],
  },
  'POST /messages/send/': {
    summary: 'Sends a direct message to an admin or someone the user shares a course with (admins: anyone).',
    tag: 'Messaging',
    auth: 'required',
    body: DirectMessageBody,
    status: 201,
    response: SendMessageResponse,
    errors: ['not_found'],
  },
  'GET /users/messageable/': {
    summary: 'The people the user may message directly, found by name or username.',
    tag: 'Messaging',
    auth: 'required',
    query: MessageableQuery,
    response: z.array(MessageableUser),
    errors: [],
  },
});
