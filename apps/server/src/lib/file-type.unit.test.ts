import { describe, expect, it } from 'vitest';
import { DOCUMENTS, mp4, webm, zipArchive } from '../../test/documents';
import { PNG } from '../../test/multipart';
import { detectDocumentKind, detectVideoKind, isWebVtt, zipEntryNames } from './file-type';

describe('ZIP archives', () => {
  it('list their entries from the central directory', () => {
    expect(
      zipEntryNames(
        zipArchive([
          ['a.txt', 'A'],
          ['dir/b.xml', '<b/>'],
        ]),
      ),
    ).toEqual(['a.txt', 'dir/b.xml']);
  });

  it('are not read from a cut or foreign file', () => {
    const archive = zipArchive([['a.txt', 'A']]);
    expect(zipEntryNames(archive.subarray(0, archive.length - 5))).toBeUndefined();
    expect(zipEntryNames(DOCUMENTS.pdf)).toBeUndefined();
    expect(zipEntryNames(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('handouts told by content', () => {
  it.each(Object.entries(DOCUMENTS))('%s', (kind, bytes) => {
    expect(detectDocumentKind(bytes)).toBe(kind);
  });

  it('refuses pictures, programs, archives of other things and binary text', () => {
    expect(detectDocumentKind(PNG)).toBeUndefined();
    expect(detectDocumentKind(Buffer.from('MZ\x90\x00program'))).toBeUndefined();
    expect(detectDocumentKind(zipArchive([['photo.jpg', 'x']]))).toBeUndefined();
    expect(detectDocumentKind(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeUndefined();
    expect(detectDocumentKind(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('videos told by content', () => {
  it('knows MP4 by its brand and WebM by its document type', () => {
    expect(detectVideoKind(mp4(100))).toBe('mp4');
    expect(detectVideoKind(webm())).toBe('webm');
    const matroska = webm();
    matroska.write('mkvx', 12, 'latin1');
    expect(detectVideoKind(matroska)).toBeUndefined();
    const quicktime = mp4(100);
    quicktime.write('qt  ', 8, 'latin1');
    expect(detectVideoKind(quicktime)).toBeUndefined();
    expect(detectVideoKind(PNG)).toBeUndefined();
  });
});

describe('WebVTT captions', () => {
  it.each(['WEBVTT\n\n00:01.000 --> 00:02.000\nHi', '\uFEFFWEBVTT - English\n', 'WEBVTT'])(
    'accepts %j',
    (text) => {
      expect(isWebVtt(Buffer.from(text))).toBe(true);
    },
  );

  it.each(['WEBVTTX\n', '1\n00:00:01,000 --> 00:00:02,000\nSRT', 'WEBVTT\n\u0000'])('refuses %j', (text) => {
    expect(isWebVtt(Buffer.from(text))).toBe(false);
  });
});
