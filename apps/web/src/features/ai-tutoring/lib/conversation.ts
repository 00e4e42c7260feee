import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConversationEntry, TutorSource } from '@somo/contract/ai';

export type ChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  sources?: TutorSource[];
  /**
   * A reply written here because the request failed, not by the assistant: shown as TUTOR_ERROR_REPLY in the
   * reader's language, never sent back as history.
   */
  failed?: boolean;
};

/** Spec 01 §9: the tutor is sent the last 4 messages of the conversation. */
export const HISTORY_ENTRIES = 4;

export const TUTOR_ERROR_REPLY = msg`Sorry, I encountered an error. Please try again.`;

export function conversationHistory(messages: ChatMessage[]): ConversationEntry[] {
  return messages
    .filter((message) => !message.failed)
    .slice(-HISTORY_ENTRIES)
    .map(({ role, content }) => ({ role, content }));
}

/** Asked in the reader's language, so the assistant answers in it too. */
export function explainPrompt(i18n: I18n, lessonTitle: string, courseTitle: string): string {
  return i18n._(msg`Explain the lesson “${lessonTitle}” from ${courseTitle}.`);
}
