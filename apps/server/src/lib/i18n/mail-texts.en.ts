import { TEST_PAYMENT_LABEL } from '@somo/contract/payments';
import type { MailTexts } from './mail-texts';

/** The source texts: what Somo has always sent. */
export const en: MailTexts = {
  greeting: (name) => `Hello ${name},`,
  signature: 'Somo',
  passwordReset: {
    subject: 'Reset your Somo password',
    askedByReader: ({ username, minutes }) =>
      `Someone, hopefully you, asked to reset the password of your Somo account "${username}". Open this link within ${minutes} minutes to choose a new one:`,
    sentByAdmin: ({ username, minutes }) =>
      `An administrator of Somo sent you this link to choose a new password of your Somo account "${username}". Open this link within ${minutes} minutes to choose a new one:`,
    worksOnce:
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  adminRequestApproved: {
    subject: 'Your Somo administrator account is ready',
    signInAs: (username) =>
      `Your request for an administrator account was approved. You can now sign in as "${username}" with the password you chose:`,
  },
  adminRequestRejected: {
    subject: 'Your Somo administrator account request',
    notApproved: 'Your request for an administrator account was not approved.',
    reason: (reason) => `Reason: ${reason}`,
  },
  receipt: {
    subject: (receiptNumber) => `Your Somo receipt ${receiptNumber}`,
    thanks: (courseTitle) => `Thank you for your payment. You are now enrolled in "${courseTitle}".`,
    field: (label, value) => `${label}: ${value}`,
    labels: {
      receiptNumber: 'Receipt number',
      course: 'Course',
      amount: 'Amount',
      paidOn: 'Paid on',
      paidWith: 'Paid with',
      reference: 'Reference',
    },
    providers: { flutterwave: 'Flutterwave (mobile money or card)', test: TEST_PAYMENT_LABEL },
    refundAt: (days) =>
      `${days}-day money-back guarantee. You can ask for a refund within ${days} days from My payments:`,
    refundInApp: (days) =>
      `${days}-day money-back guarantee. You can ask for a refund within ${days} days from My payments in Somo.`,
  },
  certificate: {
    subject: (courseTitle) => `Your certificate for "${courseTitle}"`,
    earned: (courseTitle) => `Congratulations! You completed "${courseTitle}" and earned a certificate.`,
    checkAt: 'Anyone you share it with can check it here:',
    downloadAt: 'Download it as a PDF:',
    findInApp: 'You can download it and share its link from My certificates in Somo.',
    heading: 'Certificate of Completion',
    awardedTo: 'This certifies that',
    forCompleting: 'has completed the course',
    taughtBy: (instructorName) => `Taught by ${instructorName}`,
    completedOn: (date) => `Completed on ${date}`,
    verifyAt: 'Check this certificate at',
    certificateId: 'Certificate ID',
  },
};
