/**
 * The captcha image: 5 random lowercase letters/digits drawn with a 5×7 bitmap font on a
 * 130×48 PNG, with noise lines and dots. Ambiguous glyphs (0 o 1 i l) are left out.
 */
import { encodePng, Raster, toBase64 } from "./png";

const FONT: Record<string, string[]> = {
  a: [".....", ".....", ".###.", "....#", ".####", "#...#", ".####"],
  b: ["#....", "#....", "#.##.", "##..#", "#...#", "#...#", "####."],
  c: [".....", ".....", ".###.", "#....", "#....", "#...#", ".###."],
  d: ["....#", "....#", ".##.#", "#..##", "#...#", "#...#", ".####"],
  e: [".....", ".....", ".###.", "#...#", "#####", "#....", ".###."],
  f: ["..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#..."],
  g: [".....", ".####", "#...#", "#...#", ".####", "....#", ".###."],
  h: ["#....", "#....", "#.##.", "##..#", "#...#", "#...#", "#...#"],
  j: ["...#.", ".....", "..##.", "...#.", "...#.", "#..#.", ".##.."],
  k: ["#....", "#....", "#..#.", "#.#..", "##...", "#.#..", "#..#."],
  m: [".....", ".....", "##.#.", "#.#.#", "#.#.#", "#...#", "#...#"],
  n: [".....", ".....", "#.##.", "##..#", "#...#", "#...#", "#...#"],
  p: [".....", "####.", "#...#", "####.", "#....", "#....", "#...."],
  q: [".....", ".####", "#...#", ".####", "....#", "....#", "....#"],
  r: [".....", ".....", "#.##.", "##..#", "#....", "#....", "#...."],
  s: [".....", ".....", ".###.", "#....", ".###.", "....#", "####."],
  t: [".#...", ".#...", "###..", ".#...", ".#...", ".#..#", "..##."],
  u: [".....", ".....", "#...#", "#...#", "#...#", "#..##", ".##.#"],
  v: [".....", ".....", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  w: [".....", ".....", "#...#", "#...#", "#.#.#", "#.#.#", ".#.#."],
  x: [".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#"],
  y: [".....", "#...#", "#...#", ".####", "....#", "#...#", ".###."],
  z: [".....", ".....", "#####", "...#.", "..#..", ".#...", "#####"],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
};

export const CAPTCHA_ALPHABET = Object.keys(FONT).join("");
export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 48;

function random(max: number): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]! % max;
}

export function randomCaptchaCode(length = 5): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
  return code;
}

type Rgb = [number, number, number];
const dark = (): Rgb => [20 + random(110), 20 + random(110), 40 + random(120)];
const light = (): Rgb => [150 + random(90), 150 + random(90), 150 + random(90)];

/** Renders `code` and returns a `data:image/png;base64,…` URI. */
export async function captchaImage(code: string): Promise<string> {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [246 - random(12), 246 - random(12), 250 - random(10)]);
  for (let i = 0; i < 160; i++) raster.set(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), light());
  for (let i = 0; i < 3; i++) {
    raster.line(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), light());
  }
  const scale = 4;
  [...code].forEach((ch, index) => {
    const glyph = FONT[ch];
    if (!glyph) return;
    const colour = dark();
    const x0 = 7 + index * 24 + random(3);
    const y0 = 4 + random(12);
    const shear = (random(7) - 3) / 10;
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row]?.[col] !== "#") continue;
        const x = x0 + col * scale + Math.round((3 - row) * shear * scale);
        raster.rect(x, y0 + row * scale, scale, scale, colour);
      }
    }
  });
  for (let i = 0; i < 2; i++) {
    raster.line(random(20), 8 + random(32), 110 + random(20), 8 + random(32), dark());
  }
  for (let i = 0; i < 60; i++) raster.set(random(CAPTCHA_WIDTH), random(CAPTCHA_HEIGHT), dark());
  return `data:image/png;base64,${toBase64(await encodePng(raster))}`;
}
