import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths';
import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalDocument
      title={t`Terms of Service`}
      summary={t`The rules for using Somo, written to be read. By creating an account you agree to them.`}
    >
      <section>
        <h2>
          <Trans>What Somo is</Trans>
        </h2>
        <p>
          <Trans>
            Somo is an online learning platform. Instructors publish courses made of lessons and assessments;
            students enrol, learn, take assessments, message their instructors, join course forums and use an
            AI study assistant. Administrators look after accounts, courses, prices and platform settings.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your account</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Give accurate details when you register and keep your password to yourself.</Trans>
          </li>
          <li>
            <Trans>You are responsible for what is done with your account.</Trans>
          </li>
          <li>
            <Trans>
              Instructor accounts may publish courses. Administrator accounts are only created after an
              existing administrator approves the request.
            </Trans>
          </li>
          <li>
            <Trans>Administrators may deactivate or remove accounts that break these terms.</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Courses and content</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Instructors keep the rights to the courses they create and are responsible for their content.
            </Trans>
          </li>
          <li>
            <Trans>
              Course material is for your own learning; do not republish it without the instructor's
              permission.
            </Trans>
          </li>
          <li>
            <Trans>
              Course prices are shown before you enrol. Free courses stay free for as long as you are
              enrolled.
            </Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>Behaving well</Trans>
        </h2>
        <p>
          <Trans>
            Be respectful in forums and messages. Do not post anything unlawful, hateful or misleading, do not
            share assessment answers, and do not try to disrupt the platform or reach data that is not yours.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>The AI study assistant</Trans>
        </h2>
        <p>
          <Trans>
            The assistant answers from course material and can be wrong. Use it to understand, not as a
            substitute for the lessons or for your own work on assessments.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Changes and contact</Trans>
        </h2>
        <p>
          <Trans>
            These terms may be updated as the platform changes; the current version is always on this page.
            For questions about them, contact the platform administrators through the{' '}
            <Link to={paths.messages()} className="font-medium text-brand-700 hover:underline">
              messages
            </Link>{' '}
            page. See also the{' '}
            <Link to={paths.privacy()} className="font-medium text-brand-700 hover:underline">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </section>
    </LegalDocument>
  );
}
