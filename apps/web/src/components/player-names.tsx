import { RatingText } from '@wordrise/ui';
import { Fragment } from 'react';
import type { GameSummary } from '~/lib/games';

type Seat = GameSummary['players'][number];

/** A seat's name with its current rating in the game's ruleset × speed: "Ann (1512?)". */
export function NameWithRating({ seat }: { seat: Pick<Seat, 'name' | 'rating'> }) {
  if (!seat.rating) return <>{seat.name}</>;
  return (
    <>
      {seat.name} (<RatingText {...seat.rating} />)
    </>
  );
}

/** The names of a game's seated players with their ratings, "alice (1500?) vs bob (1620)". */
export function PlayerNames({ game, me }: { game: Pick<GameSummary, 'players'>; me?: string }) {
  const seats = game.players.filter((p) => p.joinStatus !== 'declined');
  if (seats.length === 0) return <>—</>;
  return (
    <>
      {seats.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && ' vs '}
          {me && p.username === me ? 'you' : <NameWithRating seat={p} />}
        </Fragment>
      ))}
    </>
  );
}

/** Whose open game it is, with the host's rating after the name: "Carol's game (1500?)". */
export function HostedBy({ host }: { host: Pick<Seat, 'name' | 'rating'> | undefined }) {
  if (!host) return <>Someone’s game</>;
  if (!host.rating) return <>{host.name}’s game</>;
  return (
    <>
      {host.name}’s game (<RatingText {...host.rating} />)
    </>
  );
}

/** Who a challenge invites: the name of its seat still to answer, else of its second seat. */
export function ChallengedName({ game }: { game: Pick<GameSummary, 'players'> }) {
  const invited = game.players.find((p) => p.joinStatus === 'invited') ?? game.players[1];
  return invited ? <NameWithRating seat={invited} /> : <>someone</>;
}
