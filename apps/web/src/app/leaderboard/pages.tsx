import Link from 'next/link';

/** "← Previous · Page 2 of 9 · Next →" under a board (nothing for a single page). */
export function Pages({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link href={href(page - 1)} className="text-gold">
          ← Previous
        </Link>
      )}
      <span className="text-slate-400">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link href={href(page + 1)} className="text-gold">
          Next →
        </Link>
      )}
    </nav>
  );
}
