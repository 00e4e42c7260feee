import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { encode } from 'uqr';

/** What the PDF prints: the certificate's own facts, already in words (dates and labels in the student's language). */
export type CertificatePrint = {
  id: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  siteName: string;
  verificationUrl: string;
  texts: {
    heading: string;
    awardedTo: string;
    forCompleting: string;
    taughtBy: string;
    completedOn: string;
    verifyAt: string;
    certificateId: string;
  };
  scores: { assessment: string; percentage: string }[];
};

// DejaVu covers Latin, Greek and Cyrillic names in full, and is embedded (subset) in every PDF.
const require = createRequire(import.meta.url);
const FONTS = {
  serif: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'),
  serifBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
  sans: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  sansBold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

const BRAND = '#0f766e';
const INK = '#0f172a';
const MUTED = '#475569';

/** The verification page's address as a QR code, drawn as squares so it stays sharp at any size. */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { data } = encode(url, { ecc: 'M', border: 1 });
  const cell = size / data.length;
  doc.rect(x, y, size, size).fill('#ffffff');
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell, cell);
    }),
  );
  doc.fill(INK);
}

/** One A4 landscape page: name, course, instructor, date and scores, with a QR code and the printed link. */
export function renderCertificatePdf(print: CertificatePrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${print.texts.heading} · ${print.courseTitle}`,
      Author: print.siteName,
      Subject: print.studentName,
    },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = { x: 48, y: 48, width: width - 96, height: height - 96 };
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  const centred = { width: inner.width, align: 'center' as const };
  doc
    .font('sansBold')
    .fontSize(14)
    .fillColor(BRAND)
    .text(print.siteName.toUpperCase(), inner.x, 70, {
      ...centred,
      characterSpacing: 3,
    });
  doc.font('serifBold').fontSize(34).fillColor(INK).text(print.texts.heading, inner.x, 100, centred);
  doc.font('sans').fontSize(13).fillColor(MUTED).text(print.texts.awardedTo, inner.x, 160, centred);
  doc
    .font('serifBold')
    .fontSize(30)
    .fillColor(INK)
    .text(print.studentName, inner.x, 184, {
      ...centred,
      height: 80,
      ellipsis: true,
    });
  doc.font('sans').fontSize(13).fillColor(MUTED).text(print.texts.forCompleting, inner.x, 236, centred);
  doc
    .font('serif')
    .fontSize(22)
    .fillColor(INK)
    .text(print.courseTitle, inner.x + 60, 258, {
      width: inner.width - 120,
      align: 'center',
      height: 60,
      ellipsis: true,
    });
  doc
    .font('sans')
    .fontSize(12)
    .fillColor(MUTED)
    .text(`${print.texts.taughtBy} · ${print.texts.completedOn}`, inner.x, 322, centred);

  let y = 352;
  for (const score of print.scores.slice(0, 6)) {
    doc
      .font('sans')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${score.assessment}: ${score.percentage}`, inner.x + 120, y, {
        width: inner.width - 240,
        align: 'center',
        lineBreak: false,
        ellipsis: true,
      });
    y += 16;
  }

  const qrSize = 96;
  const qrX = width - 48 - 24 - qrSize;
  const qrY = height - 48 - 24 - qrSize;
  drawQr(doc, print.verificationUrl, qrX, qrY, qrSize);
  const footerX = 72;
  const footerWidth = qrX - footerX - 24;
  doc
    .font('sans')
    .fontSize(10)
    .fillColor(MUTED)
    .text(print.texts.verifyAt, footerX, qrY + 34, { width: footerWidth });
  doc
    .font('sansBold')
    .fontSize(10.5)
    .fillColor(BRAND)
    .text(print.verificationUrl, footerX, qrY + 50, {
      width: footerWidth,
      link: print.verificationUrl,
    });
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`${print.texts.certificateId}: ${print.id}`, footerX, qrY + 72, { width: footerWidth });
  doc.end();
  return done;
}
