import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The rules for using Somo, written to be read. By creating an account you agree to them."
    >
      <section>
        <h2>What Somo is</h2>
        <p>
          Somo is an online learning platform. Instructors publish courses made of lessons and assessments;
          students enrol, learn, take assessments, message their instructors, join course forums and use an AI
          study assistant. Administrators look after accounts, courses, prices and platform settings.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate details when you register and keep your password to yourself.</li>
          <li>You are responsible for what is done with your account.</li>
          <li>
            Instructor accounts may publish courses. Administrator accounts are only created after an existing
            administrator approves the request.
          </li>
          <li>Administrators may deactivate or remove accounts that break these terms.</li>
        </ul>
      </section>
      <section>
        <h2>Courses and content</h2>
        <ul>
          <li>
            Instructors keep the rights to the courses they create and are responsible for their content.
          </li>
          <li>
            Course material is for your own learning; do not republish it without the instructor's permission.
          </li>
          <li>
            Course prices are shown before you enrol. Free courses stay free for as long as you are enrolled.
          </li>
        </ul>
      </section>
      <section>
        <h2>Behaving well</h2>
        <p>
          Be respectful in forums and messages. Do not post anything unlawful, hateful or misleading, do not
          share assessment answers, and do not try to disrupt the platform or reach data that is not yours.
        </p>
      </section>
      <section>
        <h2>The AI study assistant</h2>
        <p>
          The assistant answers from course material and can be wrong. Use it to understand, not as a
          substitute for the lessons or for your own work on assessments.
        </p>
      </section>
      <section>
        <h2>Changes and contact</h2>
        <p>
          These terms may be updated as the platform changes; the current version is always on this page. For
          questions about them, contact the platform administrators through the{' '}
          <Link to={paths.messages()} className="font-medium text-brand-700 hover:underline">
            messages
          </Link>{' '}
          page. See also the{' '}
          <Link to={paths.privacy()} className="font-medium text-brand-700 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </LegalDocument>
  );
}
