import { once } from 'node:events';
import { createDeflate } from 'node:zlib';

/**
 * Writes small but valid PDF files for tests: text pages in Helvetica, or pages holding only an image (as a
 * scan would), optionally with a metadata title or a password; and a decompression bomb.
 */
export type TestPdfOptions = {
  /** The document's metadata title. */
  title?: string;
  /** Pages that hold a picture and no text, like a scanned document. */
  imageOnly?: boolean;
  /** Marks the file as password-protected (a reader cannot open it without the password). */
  encrypted?: boolean;
};

const PAGE_TOP = 760;
const LINE_HEIGHT = 15;

function escapeText(text: string): string {
  // Helvetica's standard encoding covers Latin-1; anything else is replaced rather than mis-encoded.
  return text.replace(/[^\x20-\xff]/g, '?').replace(/[\\()]/g, (match) => `\\${match}`);
}

function textContent(lines: string[]): string {
  const shown = lines.map((line) => `(${escapeText(line)}) Tj T*`);
  return ['BT', '/F1 11 Tf', `${LINE_HEIGHT} TL`, `50 ${PAGE_TOP} Td`, ...shown, 'ET'].join('\n');
}

export function buildTestPdf(pages: string[][], options: TestPdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  add(
    '<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 4 >>\nstream\n\x00\xff\xff\x00\nendstream',
  );
  const kids: number[] = [];
  for (const lines of pages) {
    const content = options.imageOnly ? 'q 500 0 0 700 50 50 cm /Im1 Do Q' : textContent(lines);
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /Im1 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let trailerExtra = '';
  if (options.title) {
    add(`<< /Title (${escapeText(options.title)}) /Producer (Somo tests) >>`);
    trailerExtra += ` /Info ${objects.length} 0 R`;
  }
  if (options.encrypted) {
    // A standard security handler whose keys match no password, not even the empty one.
    add(`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`);
    trailerExtra += ` /Encrypt ${objects.length} 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>]`;
  }

  return assemblePdf(
    objects.map((body) => Buffer.from(body, 'latin1')),
    trailerExtra,
  );
}

/** Numbers the objects from 1 (the first is the catalog) and adds the cross-reference table and trailer. */
function assemblePdf(objects: Buffer[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [];
  let length = 0;
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

/** `size` bytes of zeros, Flate-compressed a MB at a time (zeros compress about 1000 to 1). */
async function deflatedZeros(size: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const deflate = createDeflate();
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  for (let written = 0; written < size; written += zeros.length) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(compressed);
}

/** A one-page PDF whose page stream unpacks to `unpackedSize` bytes of zeros: a decompression bomb. */
export async function zeroBombPdf(unpackedSize: number): Promise<Buffer> {
  const stream = await deflatedZeros(unpackedSize);
  return assemblePdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/** Wraps prose into lines of a printed page's width. */
export function wrapLines(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A four-section handbook with numbered headings, the kind of document instructors upload. */
export function soilHandbookPdf(): Buffer {
  const section = (heading: string, ...paragraphs: string[]) => [
    heading,
    ...paragraphs.flatMap((p) => wrapLines(p)),
  ];
  return buildTestPdf(
    [
      [
        'Healthy Soil for Small Farms',
        ...wrapLines(
          'This handbook explains how farmers can keep their soil fertile year after year. It covers what soil is made of, how compost feeds it, how water moves through it and how crop rotation protects it.',
        ),
        ...section(
          '1. What Soil Is Made Of',
          'Soil is a mixture of minerals, organic matter, water and air. Minerals come from weathered rock and give soil its texture. Organic matter is the dark material made from decayed plants and animals.',
          'Soil texture describes the balance of sand, silt and clay. Sandy soil drains quickly but holds few nutrients. Clay soil holds water and nutrients but can become hard when dry. Loam is a balanced mix of sand, silt and clay that most crops prefer.',
          'Soil pH measures how acidic or alkaline the soil is. Most vegetables grow best when soil pH is between six and seven. Farmers test soil pH before planting so they can correct it with lime or organic matter.',
        ),
      ],
      [
        ...section(
          '2. Compost and Organic Matter',
          'Compost is decomposed organic matter that farmers add to soil to feed it. A compost heap turns kitchen scraps, crop residues and manure into humus over a few months.',
          'Humus is the stable, dark part of organic matter. Humus holds water like a sponge and releases nutrients slowly to plant roots. Soil rich in humus crumbles easily and is full of earthworms.',
          'A good compost heap needs a mix of green material, brown material, air and water. Green material such as fresh leaves supplies nitrogen. Brown material such as dry straw supplies carbon. Turning the heap every two weeks lets air reach the microbes that do the work.',
        ),
      ],
      [
        ...section(
          '3. Water and Drainage',
          'Plant roots need both water and air. Drainage is the movement of extra water down through the soil. Poor drainage leaves roots sitting in water, where they rot for lack of air.',
          'Mulch is a layer of organic material spread on the soil surface. Mulch keeps soil moist, stops erosion by heavy rain and keeps weeds down. Dry grass, leaves and crop residues all make good mulch.',
          'Erosion is the loss of topsoil to wind and water. Terraces, cover crops and mulch all slow erosion on sloping land.',
        ),
      ],
      [
        ...section(
          '4. Crop Rotation',
          'Crop rotation means growing different crops on the same plot in a planned order. Rotation breaks the life cycle of pests and diseases that attack one kind of crop.',
          'Legumes such as beans and groundnuts add nitrogen to the soil through bacteria in their roots. A common rotation plants legumes after maize, so the next maize crop finds more nitrogen in the soil.',
          'Keeping records of what grew on each plot makes rotation easier to plan. A simple notebook with a map of the plots is enough for most small farms.',
        ),
      ],
    ],
    { title: 'Healthy Soil for Small Farms' },
  );
}
