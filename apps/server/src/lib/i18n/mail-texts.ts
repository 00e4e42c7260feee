import type { Language } from '@somo/contract/auth';
import type { PaymentProviderName } from '@somo/contract/payments';
import { es } from './mail-texts.es';
import { en } from './mail-texts.en';
import { fr } from './mail-texts.fr';
import { sw } from './mail-texts.sw';

/**
 * Every text of the e-mails Somo sends, in one language. Whole sentences with their values, so that each
 * language orders its words its own way; a key missing from a language fails the typecheck.
 */
export type MailTexts = {
  /** Opens every e-mail, with the reader's first name (or username). */
  greeting: (name: string) => string;
  signature: string;
  passwordReset: {
    subject: string;
    askedByReader: (link: { username: string; minutes: number }) => string;
    sentByAdmin: (link: { username: string; minutes: number }) => string;
    worksOnce: string;
  };
  adminRequestApproved: {
    subject: string;
    signInAs: (username: string) => string;
  };
  adminRequestRejected: {
    subject: string;
    notApproved: string;
    reason: (reason: string) => string;
  };
  receipt: {
    subject: (receiptNumber: string) => string;
    thanks: (courseTitle: string) => string;
    /** One 'label: value' line of the receipt's details. */
    field: (label: string, value: string) => string;
    labels: {
      receiptNumber: string;
      course: string;
      amount: string;
      paidOn: string;
      paidWith: string;
      reference: string;
    };
    providers: Record<PaymentProviderName, string>;
    /** The guarantee, ending on a colon: the link to My payments follows on the next line. */
    refundAt: (days: number) => string;
    /** The guarantee when the app's address is not known, so no link can be given. */
    refundInApp: (days: number) => string;
  };
  /** The e-mail sent when a certificate is issued, and the words printed on the certificate itself. */
  certificate: {
    subject: (courseTitle: string) => string;
    earned: (courseTitle: string) => string;
    /** Ends on a colon: the verification link follows on the next line. */
    checkAt: string;
    /** Ends on a colon: the PDF link follows. */
    downloadAt: string;
    /** When the app's address is not known, so no link can be given. */
    findInApp: string;
    heading: string;
    awardedTo: string;
    forCompleting: string;
    taughtBy: (instructorName: string) => string;
    completedOn: (date: string) => string;
    verifyAt: string;
    certificateId: string;
  };
};

const CATALOGUES: Record<Language, MailTexts> = { en, es, fr, sw };

export function mailTexts(language: Language): MailTexts {
  return CATALOGUES[language];
}
