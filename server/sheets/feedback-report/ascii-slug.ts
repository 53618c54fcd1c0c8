// Letters that do not decompose into an ASCII letter and a mark.
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  Æ: 'AE',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'Th',
  þ: 'th',
  Ð: 'D',
  ð: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/** An ASCII slug for a file name: "Zoë Łukasz 李" → "zoe-lukasz"; empty text gives `fallback`. */
export function asciiSlug(text: string, fallback: string, max = 60): string {
  // Every run of other characters is one dash by then, so one dash at either end is all there is to trim.
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœÆŒøØŁłĐđÞþÐðıĦħ]/g, (c) => SPELLED[c]!)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, max)
    .replace(/-$/, '');
  return slug || fallback;
}
