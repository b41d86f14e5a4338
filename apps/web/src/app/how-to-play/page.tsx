import { HowToPlay } from '~/components/how-to-play';

export const metadata = { title: 'How to play — WordRise' };

export default function HowToPlayPage() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <HowToPlay headingLevel={1} />
    </main>
  );
}
