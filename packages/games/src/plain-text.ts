/** C0 controls but the line feed and tab, DEL and the C1 controls: refused in players' text. */
export const isControlCharacter = (ch: string): boolean => {
  const code = ch.codePointAt(0)!;
  return (code < 0x20 && ch !== '\n' && ch !== '\t') || (code >= 0x7f && code <= 0x9f);
};
