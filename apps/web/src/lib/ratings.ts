/** A rating as players read it: rounded, with "?" while provisional ("1500?"). */
export function formatRating(r: { rating: number; provisional?: boolean }): string {
  return `${Math.round(r.rating)}${r.provisional ? '?' : ''}`;
}

export const SPEED_NAMES: Record<string, string> = {
  blitz: 'Blitz',
  rapid: 'Rapid',
  classical: 'Classical',
  correspondence: 'Correspondence',
};
