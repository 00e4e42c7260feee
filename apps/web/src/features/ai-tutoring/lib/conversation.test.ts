import { describe, expect, it } from 'vitest';
import { conversationHistory, type ChatMessage } from './conversation';

describe('conversationHistory', () => {
  it('sends the last 4 messages, leaving out replies written for failed requests', () => {
    const messages: ChatMessage[] = [
      { id: 1, role: 'user', content: 'one' },
      { id: 2, role: 'assistant', content: 'two' },
      { id: 3, role: 'user', content: 'three' },
      { id: 4, role: 'assistant', content: 'Sorry', failed: true },
      { id: 5, role: 'user', content: 'four' },
      { id: 6, role: 'assistant', content: 'five', sources: [] },
    ];
    expect(conversationHistory(messages)).toEqual([
      { role: 'assistant', content: 'two' },
      { role: 'user', content: 'three' },
      { role: 'user', content: 'four' },
      { role: 'assistant', content: 'five' },
    ]);
  });
});
