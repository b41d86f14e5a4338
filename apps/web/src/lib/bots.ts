export interface BotChoice {
  level: string;
  name: string;
  /** Its measured strength: the bot's average final score in self-play. */
  averageScore: number;
}

/** "Greedy — averages 370 points": a level as players choose it. */
export function botChoiceLabel(bot: BotChoice): string {
  return `${bot.name} — averages ${bot.averageScore} points`;
}
