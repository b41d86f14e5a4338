/** "in 40 seconds", "in 3 minutes", "in 5 hours": how long until `at`, rounded up, for a sentence. */
export function waitPhrase(at: Date, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil((at.getTime() - now) / 1000));
  if (seconds < 90) return `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
