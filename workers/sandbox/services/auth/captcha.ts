/**
 * The captcha image: 5 random lowercase letters/digits drawn with a 5×7 bitmap font on a
 * 130×48 PNG, with noise lines and dots. Ambiguous glyphs (0 o 1 i l) are left out.
 */
import { base64, randomInt } from "../../core/crypto";
import { encodePng, Raster } from "./png";

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

export function randomCaptchaCode(length = 5): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

type Rgb = [number, number, number];
const dark = (): Rgb => [20 + randomInt(110), 20 + randomInt(110), 40 + randomInt(120)];
const light = (): Rgb => [150 + randomInt(90), 150 + randomInt(90), 150 + randomInt(90)];

/** Renders `code` and returns a `data:image/png;base64,…` URI. */
export async function captchaImage(code: string): Promise<string> {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    246 - randomInt(12),
    246 - randomInt(12),
    250 - randomInt(10),
  ]);
  for (let i = 0; i < 160; i++) raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), light());
  for (let i = 0; i < 3; i++) {
    raster.line(
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      randomInt(CAPTCHA_WIDTH),
      randomInt(CAPTCHA_HEIGHT),
      light(),
    );
  }
  const scale = 4;
  [...code].forEach((ch, index) => {
    const glyph = FONT[ch];
    if (!glyph) return;
    const colour = dark();
    const x0 = 7 + index * 24 + randomInt(3);
    const y0 = 4 + randomInt(12);
    const shear = (randomInt(7) - 3) / 10;
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row]?.[col] !== "#") continue;
        const x = x0 + col * scale + Math.round((3 - row) * shear * scale);
        raster.rect(x, y0 + row * scale, scale, scale, colour);
      }
    }
  });
  for (let i = 0; i < 2; i++) {
    raster.line(randomInt(20), 8 + randomInt(32), 110 + randomInt(20), 8 + randomInt(32), dark());
  }
  for (let i = 0; i < 60; i++) raster.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), dark());
  return `data:image/png;base64,${base64(await encodePng(raster))}`;
}
