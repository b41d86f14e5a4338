/** A rating as the site shows it: rounded, with "?" while provisional. */
export interface Rating {
  rating: number;
  provisional?: boolean;
}

export type RatingTextProps = Rating;

/**
 * "1500?" on screen, "1500, provisional" to a screen reader: the "?" alone would be read
 * "question mark", which says nothing of why the rating is uncertain.
 */
export function RatingText({ rating, provisional }: RatingTextProps) {
  return (
    <>
      {Math.round(rating)}
      {provisional && (
        <>
          <span aria-hidden="true">?</span>
          <span className="sr-only">, provisional</span>
        </>
      )}
    </>
  );
}
