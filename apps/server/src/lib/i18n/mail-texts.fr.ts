import type { MailTexts } from './mail-texts';

// French typography: a no-break space before the colon and inside the guillemets.
const NBSP = '\u00a0';
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

export const fr: MailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  signature: 'Somo',
  passwordReset: {
    subject: 'Réinitialisation de votre mot de passe Somo',
    askedByReader: ({ username, minutes }) =>
      `Quelqu’un, sans doute vous-même, a demandé la réinitialisation du mot de passe de votre compte Somo ${quoted(username)}. Ouvrez ce lien dans les ${minutes}${NBSP}minutes pour en choisir un nouveau${NBSP}:`,
    sentByAdmin: ({ username, minutes }) =>
      `Un administrateur de Somo vous envoie ce lien afin de choisir un nouveau mot de passe pour votre compte Somo ${quoted(username)}. Ouvrez-le dans les ${minutes}${NBSP}minutes${NBSP}:`,
    worksOnce: `Ce lien ne fonctionne qu’une seule fois. Si vous n’avez rien demandé, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
  },
  adminRequestApproved: {
    subject: 'Votre compte administrateur Somo est prêt',
    signInAs: (username) =>
      `Votre demande de compte administrateur a été acceptée. Vous pouvez désormais vous connecter avec l’identifiant ${quoted(username)} et le mot de passe que vous avez choisi${NBSP}:`,
  },
  adminRequestRejected: {
    subject: 'Votre demande de compte administrateur Somo',
    notApproved: 'Votre demande de compte administrateur n’a pas été acceptée.',
    reason: (reason) => `Motif${NBSP}: ${reason}`,
  },
  receipt: {
    subject: (receiptNumber) => `Votre reçu Somo ${receiptNumber}`,
    thanks: (courseTitle) =>
      `Merci pour votre paiement. Votre inscription au cours ${quoted(courseTitle)} est confirmée.`,
    field: (label, value) => `${label}${NBSP}: ${value}`,
    labels: {
      receiptNumber: 'Numéro de reçu',
      course: 'Cours',
      amount: 'Montant',
      paidOn: 'Date du paiement',
      paidWith: 'Moyen de paiement',
      reference: 'Référence',
    },
    providers: {
      flutterwave: 'Flutterwave (mobile money ou carte bancaire)',
      test: 'Paiement de test — aucun argent n’est débité',
    },
    refundAt: (days) =>
      `Satisfait ou remboursé pendant ${days}${NBSP}jours. Vous pouvez demander un remboursement dans les ${days}${NBSP}jours depuis la page Mes paiements${NBSP}:`,
    refundInApp: (days) =>
      `Satisfait ou remboursé pendant ${days}${NBSP}jours. Vous pouvez demander un remboursement dans les ${days}${NBSP}jours depuis la page Mes paiements de Somo.`,
  },
  certificate: {
    subject: (courseTitle) => `Votre certificat pour ${quoted(courseTitle)}`,
    earned: (courseTitle) =>
      `Félicitations${NBSP}! Vous avez terminé ${quoted(courseTitle)} et obtenu un certificat.`,
    checkAt: `Toute personne à qui vous le transmettez peut le vérifier ici${NBSP}:`,
    downloadAt: `Téléchargez-le en PDF${NBSP}:`,
    findInApp: 'Vous pouvez le télécharger et partager son lien depuis Mes certificats dans Somo.',
    heading: 'Certificat de réussite',
    awardedTo: 'Ce certificat atteste que',
    forCompleting: 'a suivi et terminé le cours',
    taughtBy: (instructorName) => `Enseigné par ${instructorName}`,
    completedOn: (date) => `Terminé le ${date}`,
    verifyAt: 'Vérifiez ce certificat sur',
    certificateId: 'Identifiant du certificat',
  },
};
