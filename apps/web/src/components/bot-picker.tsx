import { botChoiceLabel, type BotChoice } from '~/lib/bots';
import { playBotAction } from '~/server/actions';

/** "greedy" → "Greedy". */
export function botLevelName(level: string): string {
  return (level[0] ?? '').toUpperCase() + level.slice(1);
}

/**
 * "Play a bot right away": pick a level and go (signed-out players sign up first). The game
 * is of `ruleset` (the default one, as lobby.playBot starts it): each level says its figure there.
 */
export function BotPicker({
  bots,
  ruleset,
  label = 'Play a bot right away',
}: {
  bots: readonly BotChoice[];
  ruleset: string;
  label?: string;
}) {
  return (
    <form action={playBotAction} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-slate-400">Bot level</span>
        <select
          name="botLevel"
          defaultValue={bots[0]?.level}
          className="rounded-md bg-slate-800 px-3 py-2 text-slate-100"
        >
          {bots.map((bot) => (
            <option key={bot.level} value={bot.level}>
              {botChoiceLabel(bot, ruleset)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-md bg-gold px-4 py-2 font-bold text-tile-ink hover:brightness-110"
      >
        {label}
      </button>
    </form>
  );
}
