import type { PlayerFigures } from './annotations';

export interface PlayerFiguresTableProps {
  figures: readonly PlayerFigures[];
  seatNames: readonly string[];
  className?: string;
}

/** Per player: points lost, average rank, best plays, accuracy (formulas in annotations.ts). */
export function PlayerFiguresTable({
  figures,
  seatNames,
  className = '',
}: PlayerFiguresTableProps) {
  return (
    <table className={`w-full text-sm ${className}`} data-testid="player-figures">
      <caption className="text-left font-semibold text-slate-300">Oracle figures</caption>
      <thead>
        <tr className="text-slate-400">
          <th className="text-left font-normal">Player</th>
          <th className="text-right font-normal">Points lost</th>
          <th className="text-right font-normal">Avg rank</th>
          <th className="text-right font-normal">Best plays</th>
          <th
            className="text-right font-normal"
            title="100 × points scored ÷ points the best plays offered"
          >
            Accuracy
          </th>
        </tr>
      </thead>
      <tbody>
        {figures.map((f) => (
          <tr key={f.seat} data-testid={`figures-${f.seat}`}>
            <td className="font-semibold">{seatNames[f.seat] ?? `Seat ${f.seat + 1}`}</td>
            <td className="text-right tabular-nums">{f.pointsLost}</td>
            <td className="text-right tabular-nums">
              {f.averageRank === null ? '—' : f.averageRank.toFixed(1)}
            </td>
            <td className="text-right tabular-nums">
              {f.bestPlays}/{f.plays}
            </td>
            <td className="text-right tabular-nums">
              {f.accuracy === null ? '—' : `${f.accuracy.toFixed(1)}%`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
