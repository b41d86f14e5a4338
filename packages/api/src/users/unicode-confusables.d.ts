// The package ships its types under a misspelt name (index.ts.d); this is the part we use.
declare module 'unicode-confusables' {
  /** Replaces each character by its prototype in Unicode's confusables.txt (UTS #39). */
  export function rectifyConfusion(text: string): string;
}
