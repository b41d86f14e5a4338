'use client';

import { letterLabel, type TileSpelling } from './lib/spelling';
import { tileValue } from './lib/cells';
import { Tile } from './tile';

export interface MarketPanelProps {
  /** The slots left to right ("" = bought this turn), or null: "Opening soon" for this player. */
  slots: readonly string[] | null;
  /** The pool ran out: the marketplace is CLOSED. */
  closed: boolean;
  /** What the player can spend: their score at the start of the turn (never below zero). */
  score: number;
  /** Slots the player is buying with this turn. */
  buying: readonly number[];
  /** The player may buy now (their turn, nothing refused in the way). */
  canBuy: boolean;
  spelling: TileSpelling;
  letterValues?: Readonly<Record<string, number>>;
  /** A slot's buy button was pressed (again to put it back). */
  onToggle?: (slot: number) => void;
  className?: string;
}

/** Slot k (from 0) costs k + 1 points: 1, 2, 3… left to right. */
export const slotPrice = (slot: number) => slot + 1;

/**
 * Word Wefter's marketplace: the tiles on offer with their prices; a player buys with
 * their score at the start of the turn, and a bought tile joins the rack at once. Before
 * a player's first turn is done it reads "Opening soon"; once the pool ran out, CLOSED.
 */
export function MarketPanel({
  slots,
  closed,
  score,
  buying,
  canBuy,
  spelling,
  letterValues,
  onToggle,
  className = '',
}: MarketPanelProps) {
  const spent = buying.reduce((sum, slot) => sum + slotPrice(slot), 0);
  return (
    <section
      aria-labelledby="market-heading"
      data-testid="market"
      className={`rounded-lg border border-slate-700 bg-slate-900/60 p-2 text-sm ${className}`}
    >
      <h2 id="market-heading" className="mb-1 font-semibold text-slate-200">
        Marketplace
      </h2>
      {closed ? (
        <p data-testid="market-closed" className="font-bold tracking-widest text-rose-300">
          CLOSED
        </p>
      ) : slots === null ? (
        <p data-testid="market-opening-soon" className="text-slate-300">
          Opening soon: the marketplace opens for you after your first turn.
        </p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2">
            {slots.map((tile, slot) => {
              const price = slotPrice(slot);
              const bought = buying.includes(slot);
              const affordable = bought || spent + price <= score;
              const name = tile ? letterLabel(tile, spelling) : 'empty';
              return (
                <li key={slot} className="flex flex-col items-center gap-1">
                  <span
                    className="h-10 w-10"
                    data-testid={`market-tile-${slot}`}
                    role="img"
                    aria-label={tile ? `${name}, slot ${slot + 1}` : `Slot ${slot + 1}: bought`}
                  >
                    {tile ? (
                      <Tile
                        letter={tile}
                        height={1}
                        spelling={spelling}
                        showHeight={false}
                        value={letterValues ? tileValue(tile, letterValues) : null}
                        decorative
                      />
                    ) : (
                      <span className="block h-full w-full rounded border border-dashed border-slate-600" />
                    )}
                  </span>
                  <button
                    type="button"
                    data-testid={`market-buy-${slot}`}
                    aria-pressed={bought}
                    // Starts with the visible text ("Buy 2"), then says what is bought.
                    aria-label={
                      bought
                        ? `Bought: ${name}, press to put it back`
                        : `Buy ${price}: ${name} for ${price} ${price === 1 ? 'point' : 'points'}`
                    }
                    disabled={!tile || !canBuy || !affordable}
                    onClick={() => onToggle?.(slot)}
                    className={`rounded px-2 py-0.5 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${bought ? 'bg-gold text-tile-ink' : 'bg-slate-700 text-slate-100 hover:bg-slate-600'}`}
                  >
                    {bought ? 'Bought' : `Buy ${price}`}
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-1 text-xs text-slate-400" data-testid="market-budget">
            {buying.length > 0
              ? `Buying for ${spent} of your ${score} points: the tiles are on your rack for this turn.`
              : `You have ${score} points to spend.`}
          </p>
        </>
      )}
    </section>
  );
}
