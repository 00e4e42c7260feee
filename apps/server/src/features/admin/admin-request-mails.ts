import { mailTexts } from '../../lib/i18n/mail-texts';
import { addressOf, greetingName, type Mail } from '../../lib/mailer';
import type { adminRequests } from '../../db/schema/users';

type AdminRequest = typeof adminRequests.$inferSelect;

/** Tells the applicant, in the language they registered in, that they can sign in, and where. */
export function requestApprovedMail({
  request,
  signInLink,
}: {
  request: AdminRequest;
  signInLink: string;
}): Mail {
  const texts = mailTexts(request.languagePreference);
  return {
    to: addressOf(request),
    subject: texts.adminRequestApproved.subject,
    text: [
      texts.greeting(greetingName(request)),
      '',
      texts.adminRequestApproved.signInAs(request.username),
      '',
      signInLink,
      '',
      texts.signature,
    ].join('\n'),
  };
}

/** Tells the applicant, in the language they registered in, that no account was made, and why. */
export function requestRejectedMail({ request, reason }: { request: AdminRequest; reason: string }): Mail {
  const texts = mailTexts(request.languagePreference);
  return {
    to: addressOf(request),
    subject: texts.adminRequestRejected.subject,
    text: [
      texts.greeting(greetingName(request)),
      '',
      texts.adminRequestRejected.notApproved,
      texts.adminRequestRejected.reason(reason),
      '',
      texts.signature,
    ].join('\n'),
  };
}
