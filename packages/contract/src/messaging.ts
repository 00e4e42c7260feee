import { z } from 'zod';
import { Role } from './auth';
import { idField } from './ids';
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
