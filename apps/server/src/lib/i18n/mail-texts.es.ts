import type { MailTexts } from './mail-texts';

export const es: MailTexts = {
  greeting: (name) => `Hola, ${name}:`,
  signature: 'Somo',
  passwordReset: {
    subject: 'Restablezca su contraseña de Somo',
    askedByReader: ({ username, minutes }) =>
      `Alguien (esperamos que haya sido usted) pidió restablecer la contraseña de su cuenta de Somo "${username}". Abra este enlace en los próximos ${minutes} minutos para elegir una nueva:`,
    sentByAdmin: ({ username, minutes }) =>
      `Un administrador de Somo le envió este enlace para que elija una nueva contraseña de su cuenta de Somo "${username}". Ábralo en los próximos ${minutes} minutos:`,
    worksOnce:
      'El enlace solo funciona una vez. Si usted no lo pidió, ignore este correo: su contraseña seguirá siendo la misma.',
  },
  adminRequestApproved: {
    subject: 'Su cuenta de administrador de Somo está lista',
    signInAs: (username) =>
      `Su solicitud de una cuenta de administrador fue aprobada. Ya puede iniciar sesión como "${username}" con la contraseña que eligió:`,
  },
  adminRequestRejected: {
    subject: 'Su solicitud de cuenta de administrador de Somo',
    notApproved: 'Su solicitud de una cuenta de administrador no fue aprobada.',
    reason: (reason) => `Motivo: ${reason}`,
  },
  receipt: {
    subject: (receiptNumber) => `Su recibo de Somo ${receiptNumber}`,
    thanks: (courseTitle) =>
      `Gracias por su pago. Su inscripción en el curso "${courseTitle}" quedó confirmada.`,
    field: (label, value) => `${label}: ${value}`,
    labels: {
      receiptNumber: 'Número de recibo',
      course: 'Curso',
      amount: 'Monto',
      paidOn: 'Fecha de pago',
      paidWith: 'Medio de pago',
      reference: 'Referencia',
    },
    providers: {
      flutterwave: 'Flutterwave (dinero móvil o tarjeta)',
      test: 'Pago de prueba — no se cobra dinero',
    },
    refundAt: (days) =>
      `Garantía de devolución de ${days} días. Puede solicitar un reembolso dentro de los ${days} días desde Mis pagos:`,
    refundInApp: (days) =>
      `Garantía de devolución de ${days} días. Puede solicitar un reembolso dentro de los ${days} días desde Mis pagos en Somo.`,
  },
  certificate: {
    subject: (courseTitle) => `Su certificado de «${courseTitle}»`,
    earned: (courseTitle) => `¡Enhorabuena! Completó «${courseTitle}» y obtuvo un certificado.`,
    checkAt: 'Cualquier persona con quien lo comparta puede comprobarlo aquí:',
    downloadAt: 'Descárguelo en PDF:',
    findInApp: 'Puede descargarlo y compartir su enlace desde Mis certificados en Somo.',
    heading: 'Certificado de finalización',
    awardedTo: 'Se certifica que',
    forCompleting: 'ha completado el curso',
    taughtBy: (instructorName) => `Impartido por ${instructorName}`,
    completedOn: (date) => `Completado el ${date}`,
    verifyAt: 'Compruebe este certificado en',
    certificateId: 'ID del certificado',
  },
};
