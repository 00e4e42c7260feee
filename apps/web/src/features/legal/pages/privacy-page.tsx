import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalDocument } from '../components/legal-document';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What Somo keeps about you, why, and who can see it. In short: only what running your courses needs."
    >
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>
            <strong>Your account:</strong> username, e-mail address, name, role and password (stored only as a
            secure hash, never in readable form), plus any profile details you choose to add.
          </li>
          <li>
            <strong>Your learning:</strong> the courses you enrol in, lessons you complete and your progress.
          </li>
          <li>
            <strong>Your submissions:</strong> assessment answers, scores and attempt times.
          </li>
          <li>
            <strong>Your messages:</strong> messages to instructors, students or administrators, forum posts,
            and questions you put to the AI study assistant.
          </li>
          <li>
            <strong>Notifications</strong> sent to you, and payment records for paid courses.
          </li>
        </ul>
      </section>
      <section>
        <h2>How it is used</h2>
        <ul>
          <li>To sign you in and show you your courses, progress, messages and notifications.</li>
          <li>To let instructors see who is enrolled in their courses and mark their assessments.</li>
          <li>To let administrators run the platform: approve accounts, handle problems and keep records.</li>
          <li>To answer your questions to the AI study assistant from your course material.</li>
        </ul>
        <p>Your data is not sold and is not used for advertising.</p>
      </section>
      <section>
        <h2>Who can see it</h2>
        <p>
          Your instructors see your name, enrolment, progress and submissions for their courses. Other
          students in a course see your forum posts and your name (or your username if you have not given
          one). Administrators can see account records. Your profile visibility setting controls who sees your
          profile details.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can view and correct your details on your{' '}
          <Link to={paths.profile()} className="font-medium text-brand-700 hover:underline">
            profile
          </Link>
          , choose which notifications you receive, and ask the administrators to delete your account, which
          removes your enrolments, submissions and progress. Payment records are kept for accounting.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          For any question about your data, contact the platform administrators through the{' '}
          <Link to={paths.messages()} className="font-medium text-brand-700 hover:underline">
            messages
          </Link>{' '}
          page. See also the{' '}
          <Link to={paths.terms()} className="font-medium text-brand-700 hover:underline">
            Terms of Service
          </Link>
          .
        </p>
      </section>
    </LegalDocument>
  );
}
