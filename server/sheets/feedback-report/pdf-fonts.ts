import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Coverage } from './text-runs';

/*
 * The PDF's fonts: the Noto Sans family and Vazirmatn from npm (Google Fonts as the @expo-google-fonts packages ship
 * them, TrueType, SIL Open Font License), one face per script group, in regular and bold. The standard PDF fonts hold only
 * Windows-1252, so a Chinese, Arabic or Polish name needs fonts of its own inside the file. pdfkit embeds only the
 * glyphs a document uses (a subset), so a report stays tens of kilobytes even with the 10 MB Chinese face.
 */

type Face = { name: string; regular: string; bold: string };

/** In order of preference: a character takes the first face that has it. */
const FACES: Face[] = [
  // Latin (Polish, Icelandic, Danish, Vietnamese…), Greek and Cyrillic.
  { name: 'latin', regular: 'noto-sans/400Regular/NotoSans_400Regular.ttf', bold: 'noto-sans/700Bold/NotoSans_700Bold.ttf' },
  // Chinese, and Japanese kana.
  { name: 'cjk', regular: 'noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: 'noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
  { name: 'hangul', regular: 'noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf', bold: 'noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf' },
  // Arabic, Persian and Urdu. Vazirmatn draws each joined form as a glyph of its own, where Noto Sans Arabic
  // builds letters from a shared skeleton and separate dots: copied or extracted text then lost its dots (ي read as ى).
  { name: 'arabic', regular: 'vazirmatn/400Regular/Vazirmatn_400Regular.ttf', bold: 'vazirmatn/700Bold/Vazirmatn_700Bold.ttf' },
  {
    name: 'hebrew',
    regular: 'noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
    bold: 'noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
  },
];

const require = createRequire(import.meta.url);
const parsed = new Map<string, fontkit.Font>();

/**
 * A face's font, read and parsed once per process and only when a text first needs it: an English report never
 * reads the Chinese or Korean files (10 MB and 6 MB each).
 */
function load(file: string): fontkit.Font {
  let font = parsed.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(require.resolve(`@expo-google-fonts/${file}`))) as fontkit.Font;
    parsed.set(file, font);
  }
  return font;
}

/** Which face has a glyph, judged on the regular weight (the bold one holds the same characters). */
export const COVERAGE: Coverage = FACES.map((face) => (codePoint: number) => load(face.regular).hasGlyphForCodePoint(codePoint));

const registeredIn = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** The name a document knows a face by, registering it with the document the first time it is drawn. */
export function useFace(doc: PDFKit.PDFDocument, face: number, bold: boolean): string {
  const { name, regular, bold: boldFile } = FACES[face]!;
  const key = `${name}-${bold ? 'bold' : 'regular'}`;
  const registered = registeredIn.get(doc) ?? new Set<string>();
  registeredIn.set(doc, registered);
  if (registered.has(key)) return key;
  // pdfkit 0.20 takes a parsed fontkit font (it checks for .layout), though its types list only files and buffers;
  // so the parse is shared and each document only builds its own subset.
  doc.registerFont(key, load(bold ? boldFile : regular) as unknown as Uint8Array);
  registered.add(key);
  return key;
}
