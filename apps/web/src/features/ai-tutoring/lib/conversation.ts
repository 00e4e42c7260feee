import type { ConversationEntry, TutorSource } from '@somo/contract/ai';

export type ChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  sources?: TutorSource[];
  /** A reply written here because the request failed, not by the assistant: never sent back as history. */
  failed?: boolean;
};

/** Spec 01 §9: the tutor is sent the last 4 messages of the conversation. */
export const HISTORY_ENTRIES = 4;

export const TUTOR_ERROR_REPLY = 'Sorry, I encountered an error. Please try again.';

export function conversationHistory(messages: ChatMessage[]): ConversationEntry[] {
  return messages
    .filter((message) => !message.failed)
    .slice(-HISTORY_ENTRIES)
    .map(({ role, content }) => ({ role, content }));
}

export function explainPrompt(lessonTitle: string, courseTitle: string): string {
  return `Explain the lesson “${lessonTitle}” from ${courseTitle}.`;
}
