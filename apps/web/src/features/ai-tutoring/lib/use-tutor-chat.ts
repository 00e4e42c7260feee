import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTutorMutation } from '../api/ask-tutor';
import { conversationHistory, type ChatMessage } from './conversation';
import { TUTOR_AGENT_ID, contextFields, type StudyContext } from './study-context';

/** The tutor conversation: one question in flight at a time, failures answered with the spec's reply. */
export function useTutorChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  /** The refusal of the last question when it came too soon after others; said until the next question. */
  const [rateLimit, setRateLimit] = useState<ApiError | null>(null);
  const nextId = useRef(1);
  const mutation = useTutorMutation();

  const append = (message: Omit<ChatMessage, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id }]);
  };

  const ask = (prompt: string, context: StudyContext) => {
    if (mutation.isPending) return;
    const history = conversationHistory(messages);
    setRateLimit(null);
    append({ role: 'user', content: prompt });
    mutation.mutate(
      { prompt, agent: TUTOR_AGENT_ID, conversation_history: history, ...contextFields(context) },
      {
        onSuccess: (answer) =>
          append({ role: 'assistant', content: answer.response, sources: answer.sources }),
        onError: (error) => {
          append({ role: 'assistant', content: '', failed: true });
          // Too many questions too fast is worth saying: waiting a minute fixes it.
          if (error instanceof ApiError && error.code === 'rate_limited') setRateLimit(error);
        },
      },
    );
  };

  const clear = () => {
    setMessages([]);
    setRateLimit(null);
  };

  return { messages, ask, clear, pending: mutation.isPending, rateLimit };
}
