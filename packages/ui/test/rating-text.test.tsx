import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingText } from '../src/rating-text';

/** What a screen reader reads: the markup without aria-hidden parts or tags. */
function spoken(html: string): string {
  return html.replace(/<span aria-hidden="true">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');
}

/** What is seen: the markup without visually hidden parts or tags. */
function seen(html: string): string {
  return html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');
}

describe('RatingText', () => {
  it('shows a provisional rating "1500?" and reads it "1500, provisional"', () => {
    const html = renderToStaticMarkup(<RatingText rating={1500.4} provisional />);
    expect(seen(html)).toBe('1500?');
    expect(spoken(html)).toBe('1500, provisional');
  });

  it('shows and reads a settled rating as the number alone', () => {
    const html = renderToStaticMarkup(<RatingText rating={1619.6} />);
    expect(html).toBe('1620');
  });
});
