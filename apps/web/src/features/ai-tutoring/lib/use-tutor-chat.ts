import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTutorMutation } from '../api/ask-tutor';
import { TUTOR_ERROR_REPLY, conversationHistory, type ChatMessage } from './conversation';
import { contextFields, type StudyContext } from './study-context';

/** The tutor conversation: one question in flight at a time, failures answered with the spec's reply. */
export function useTutorChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
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
    setNotice(null);
    append({ role: 'user', content: prompt });
    mutation.mutate(
      { prompt, agent: 'Tutor', conversation_history: history, ...contextFields(context) },
      {
        onSuccess: (answer) =>
          append({ role: 'assistant', content: answer.response, sources: answer.sources }),
        onError: (error) => {
          append({ role: 'assistant', content: TUTOR_ERROR_REPLY, failed: true });
          // Too many questions too fast is worth saying: waiting a minute fixes it.
          if (error instanceof ApiError && error.code === 'rate_limited') setNotice(error.serverMessage);
        },
      },
    );
  };

  const clear = () => {
    setMessages([]);
    setNotice(null);
  };

  return { messages, ask, clear, pending: mutation.isPending, notice };
}
