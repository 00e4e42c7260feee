import { crc32 } from 'node:zlib';

/**
 * Small real files of each handout type, built the way their applications write them: a ZIP archive with the
 * parts that name the application (Office Open XML, OpenDocument), a PDF header, a WebM EBML header, an MP4
 * `ftyp` box. Entries are stored uncompressed; readers accept that.
 */
export function zipArchive(entries: [name: string, content: string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const TYPES = '<?xml version="1.0"?><Types/>';

export const DOCUMENTS = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  docx: zipArchive([
    ['[Content_Types].xml', TYPES],
    ['word/document.xml', '<w:document/>'],
  ]),
  xlsx: zipArchive([
    ['[Content_Types].xml', TYPES],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  pptx: zipArchive([
    ['[Content_Types].xml', TYPES],
    ['ppt/presentation.xml', '<p:presentation/>'],
  ]),
  odt: zipArchive([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  txt: Buffer.from('Homework: read chapter 2.\nAnswer questions 1–5.\n'),
};

/** An MP4 as phones and editors write it: an `ftyp` box (brand isom), then the movie data. */
export function mp4(size = 64 * 1024): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(32, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.write('isomiso2avc1mp41', 16, 'latin1');
  for (let at = 32; at < size; at += 1) bytes[at] = at % 251;
  return bytes;
}

/** The start of a WebM file: the EBML header naming the `webm` document type. */
export function webm(): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(256, 7),
  ]);
}
