import { BookOpen, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { TUTOR_ERROR_REPLY } from '../lib/conversation';
import type { useFlashcards } from '../lib/use-flashcards';
import { FlashcardGenerator } from './flashcard-generator';
import { FlashcardStudy } from './flashcard-study';
import { FlashcardSummary } from './flashcard-summary';

function DeckSources({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { sources } = session.deck;
  if (sources.length === 0) return null;
  return (
    <div className="border-t border-slate-100 pt-4 text-xs text-slate-600">
      <p className="font-medium text-slate-700">
        <Trans>Made from</Trans>
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {sources.map((source) => (
          <li key={source.lesson_id}>
            <Link
              to={paths.student.learn(source.course_id, source.lesson_id)}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-slate-700 hover:border-brand-300 hover:text-brand-800"
            >
              <BookOpen className="size-3.5" aria-hidden="true" />
              {source.lesson_title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeckBody({ session }: { session: ReturnType<typeof useFlashcards> }) {
  const { t, i18n } = useLingui();
  if (session.generating) return <LoadingState label={t`Making flashcards from your lessons...`} />;
  if (session.failed) return <Alert variant="error">{i18n._(TUTOR_ERROR_REPLY)}</Alert>;
  if (session.deck.cards.length === 0) {
    return (
      <EmptyState
        icon={Layers}
        headingLevel="h3"
        title={session.deck.topic ? t`No flashcards for this topic` : t`No flashcards yet`}
        description={
          // The assistant's own words on why no cards could be made, when it gave them.
          session.deck.notes || t`Enter a topic from your course and study the cards made from its lessons.`
        }
      />
    );
  }
  return session.complete ? <FlashcardSummary session={session} /> : <FlashcardStudy session={session} />;
}

type FlashcardPanelProps = {
  session: ReturnType<typeof useFlashcards>;
  /** Makes cards on a topic from the page's course (and lesson). */
  onGenerate: (topic: string) => void;
};

export function FlashcardPanel({ session, onGenerate }: FlashcardPanelProps) {
  const { t } = useLingui();
  const { topic } = session.deck;
  const studying = session.deck.cards.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Flashcards</Trans>
        </CardTitle>
        <CardDescription>
          {studying
            ? t`Topic: ${topic}`
            : t`Turn a topic into question and answer cards, then test yourself.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {studying ? null : <FlashcardGenerator generating={session.generating} onGenerate={onGenerate} />}
        {studying && session.deck.notes ? <Alert variant="info">{session.deck.notes}</Alert> : null}
        <DeckBody session={session} />
        <DeckSources session={session} />
      </CardContent>
    </Card>
  );
}
