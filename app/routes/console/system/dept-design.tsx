/** Placeholder until the screen is built. */
export default function Screen() {
  return null;
}
