import type { MailTexts } from './mail-texts';

export const sw: MailTexts = {
  greeting: (name) => `Habari ${name},`,
  signature: 'Somo',
  passwordReset: {
    subject: 'Weka upya nenosiri lako la Somo',
    askedByReader: ({ username, minutes }) =>
      `Mtu fulani, tunatumaini ni wewe, ameomba kuweka upya nenosiri la akaunti yako ya Somo "${username}". Fungua kiungo hiki ndani ya dakika ${minutes} ili uchague nenosiri jipya:`,
    sentByAdmin: ({ username, minutes }) =>
      `Msimamizi wa Somo amekutumia kiungo hiki ili uchague nenosiri jipya la akaunti yako ya Somo "${username}". Kifungue ndani ya dakika ${minutes}:`,
    worksOnce:
      'Kiungo hiki kinatumika mara moja tu. Kama hukuomba, puuza barua pepe hii: nenosiri lako litabaki kama lilivyo.',
  },
  adminRequestApproved: {
    subject: 'Akaunti yako ya msimamizi wa Somo iko tayari',
    signInAs: (username) =>
      `Ombi lako la akaunti ya msimamizi limekubaliwa. Sasa unaweza kuingia kama "${username}" kwa nenosiri ulilochagua:`,
  },
  adminRequestRejected: {
    subject: 'Ombi lako la akaunti ya msimamizi wa Somo',
    notApproved: 'Ombi lako la akaunti ya msimamizi halikukubaliwa.',
    reason: (reason) => `Sababu: ${reason}`,
  },
  receipt: {
    subject: (receiptNumber) => `Risiti yako ya Somo ${receiptNumber}`,
    thanks: (courseTitle) => `Asante kwa malipo yako. Sasa umesajiliwa katika kozi "${courseTitle}".`,
    field: (label, value) => `${label}: ${value}`,
    labels: {
      receiptNumber: 'Nambari ya risiti',
      course: 'Kozi',
      amount: 'Kiasi',
      paidOn: 'Tarehe ya malipo',
      paidWith: 'Njia ya malipo',
      reference: 'Kumbukumbu',
    },
    providers: {
      flutterwave: 'Flutterwave (pesa kwa simu au kadi)',
      test: 'Malipo ya majaribio — hakuna pesa inayotozwa',
    },
    refundAt: (days) =>
      `Dhamana ya kurejeshewa pesa ndani ya siku ${days}. Unaweza kuomba kurejeshewa pesa ndani ya siku ${days} kupitia ukurasa wa Malipo yangu:`,
    refundInApp: (days) =>
      `Dhamana ya kurejeshewa pesa ndani ya siku ${days}. Unaweza kuomba kurejeshewa pesa ndani ya siku ${days} kupitia ukurasa wa Malipo yangu kwenye Somo.`,
  },
  certificate: {
    subject: (courseTitle) => `Cheti chako cha "${courseTitle}"`,
    earned: (courseTitle) => `Hongera! Umemaliza "${courseTitle}" na umepata cheti.`,
    checkAt: 'Yeyote utakayemtumia anaweza kukihakiki hapa:',
    downloadAt: 'Kipakue kama PDF:',
    findInApp: 'Unaweza kukipakua na kushiriki kiungo chake kupitia Vyeti vyangu kwenye Somo.',
    heading: 'Cheti cha Kuhitimu',
    awardedTo: 'Hiki ni kuthibitisha kwamba',
    forCompleting: 'amemaliza kozi',
    taughtBy: (instructorName) => `Imefundishwa na ${instructorName}`,
    completedOn: (date) => `Ilimalizika tarehe ${date}`,
    verifyAt: 'Hakiki cheti hiki kwenye',
    certificateId: 'Namba ya cheti',
  },
};
