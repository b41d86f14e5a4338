import { RULESETS, DEFAULT_RULESET_KEY } from '@wordrise/engine';
import { HowToPlay } from '@wordrise/ui';
import { Challenges } from './challenges';
import { ClassicUpwords } from './classic-upwords';
import { WordWefter } from './word-wefter';

export const metadata = { title: 'How to play — WordRise' };

export default function HowToPlayPage() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-10">
      <HowToPlay ruleset={RULESETS[DEFAULT_RULESET_KEY]} headingLevel={1} />
      <ClassicUpwords />
      <WordWefter />
      <Challenges />
    </main>
  );
}
