import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Privacy Policy`}
      summary={t`What Somo keeps about you, why, and who can see it. In short: only what running your courses needs.`}
    >
      <section>
        <h2>
          <Trans>What we keep</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>Your account:</strong> username, e-mail address, name, role and password (stored only as
              a secure hash, never in readable form), plus any profile details you choose to add.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your learning:</strong> the courses you enrol in, lessons you complete and your
              progress.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your submissions:</strong> assessment answers, scores and attempt times.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your messages:</strong> messages to instructors, students or administrators, forum
              posts, and questions you put to the AI study assistant.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Notifications</strong> sent to you, and payment records for paid courses.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>How it is used</Trans>
        </h2>
        <ul>
          <li>
            <Trans>To sign you in and show you your courses, progress, messages and notifications.</Trans>
          </li>
          <li>
            <Trans>To let instructors see who is enrolled in their courses and mark their assessments.</Trans>
          </li>
          <li>
            <Trans>
              To let administrators run the platform: approve accounts, handle problems and keep records.
            </Trans>
          </li>
          <li>
            <Trans>To answer your questions to the AI study assistant from your course material.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Your data is not sold and is not used for advertising.</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Who can see it</Trans>
        </h2>
        <p>
          <Trans>
            Your instructors see your name, enrolment, progress and submissions for their courses. Other
            students in a course see your forum posts and your name (or your username if you have not given
            one). Administrators can see account records. Your profile visibility setting controls who sees
            your profile details.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>
            You can view and correct your details on your{' '}
            <Link to={paths.profile()} className="font-medium text-brand-700 hover:underline">
              profile
            </Link>
            , choose which notifications you receive, and ask the administrators to delete your account, which
            removes your enrolments, submissions and progress. Payment records are kept for accounting.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            For any question about your data, contact the platform administrators through the{' '}
            <Link to={paths.messages()} className="font-medium text-brand-700 hover:underline">
              messages
            </Link>{' '}
            page. See also the{' '}
            <Link to={paths.terms()} className="font-medium text-brand-700 hover:underline">
              Terms of Service
            </Link>
            .
          </Trans>
        </p>
      </section>
    </LegalDocument>
  );
}
