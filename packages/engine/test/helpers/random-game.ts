import type { Action } from '../../src/actions';
import { apply } from '../../src/apply';
import type { GameEvent } from '../../src/events';
import { Rng } from '../../src/rng';
import { getRuleset } from '../../src/rulesets/index';
import type { GameState } from '../../src/state';
import { mustNewGame } from './game';
import { findLegalPlays } from './legal-plays';
import { setLexicon, type FixtureLexicon } from './lexicon';

/** A word list rich enough for long random games, with Qu words (R16). */
export const GAME_LEXICON = setLexicon(
  `aa ab ad ae ag ah ai al am an ar as at aw ax ay ba be bi bo by de do ed ef eh el em en er es
   ex fa go ha he hi ho id if in is it jo ka la li lo ma me mi mo mu my na ne no nu od oe of oh
   oi om on op or os ow ox oy pa pe pi re sh si so ta ti to uh um un up us ut we wo xi xu ya ye
   yo za
   act add age ago aid aim air and ant any ape arc are ark arm art ask ate awe axe bad bag ban bar
   bat bed bee beg bet bid big bin bit bob bog box boy bud bug bun bus but buy cab can cap car cat
   cob cod cog cot cow cry cub cue cup cut dab dam day den dew did die dig dim din dip doe dog dot
   dry dub due dug dye ear eat egg ego elf elk elm end era eve ewe eye fan far fat fax fed fee few
   fig fin fir fit fix fly foe fog for fox fry fun fur gap gas gel gem get gin god got gum gun gut
   guy had ham has hat hay hen her hew hid him hip his hit hog hop hot how hub hue hug hum hut ice
   icy ill ink inn ion ire irk its ivy jab jam jar jaw jay jet jig job jog jot joy jug jut keg key
   kid kin kit lab lad lag lap law lax lay led leg let lid lie lip lit log lot low lug mad man map
   mar mat maw may men met mid mix mob mom mop mow mud mug nab nag nap net new nib nil nip nod nor
   not now nun nut oak oar oat odd ode off oft oil old one opt orb ore our out owe owl own pad pal
   pan par pat paw pay pea peg pen pet pew pie pig pin pit ply pod pop pot pox pry pub pun pup put
   rag ram ran rap rat raw ray red rib rid rig rim rip rob rod roe rot row rub rug rum run rut sad
   sag sap sat saw say sea see set sew she shy sin sip sir sit six ski sky sly sob sod son sow soy
   spa spy sty sub sum sun tab tad tag tan tap tar tax tea tee ten the tie tin tip toe ton too top
   tow toy try tub tug two urn use van vat vet vex via vie vow wad wag war was wax way web wed wet
   who why wig win wit woe wok won woo wow yak yam yap yaw yen yes yet yew you zap zed zen zip zoo
   cats dogs hats rats bats mats pots tops spot stop post opts nets tens sent rest
   qua quit quiz quad quay quip quite equip squat quota quest aqua`.split(/\s+/),
);

export interface RandomGame {
  readonly initial: GameState;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  /** Actions by a seat not on turn, tried along the way; all must have been refused. */
  readonly offTurnAccepted: number;
}

export interface RandomGameOptions {
  readonly seed: string;
  readonly players: number;
  /** Seeds the random choices of moves. */
  readonly choices: string;
  readonly lexicon?: FixtureLexicon;
  /** Chance of a resignation or timeout on a turn (keep small). */
  readonly leaveChance?: number;
  /** R5: the game's randomness version; default the current one. */
  readonly rngVersion?: number;
}

/** A random legal game to the end: mostly random legal plays, sometimes exchanges and passes. */
export function playRandomGame(options: RandomGameOptions): RandomGame {
  const lexicon = options.lexicon ?? GAME_LEXICON;
  const initial = mustNewGame({
    seed: options.seed,
    players: options.players,
    ...(options.rngVersion === undefined ? {} : { rngVersion: options.rngVersion }),
  });
  const ruleset = getRuleset(initial.ruleset);
  if (!ruleset) throw new Error('no ruleset');
  const rng = Rng.fromSeed(options.choices, 1); // the test's own choices: no secret, kept as pinned
  const pick = <T>(items: readonly T[]): T => items[rng.below(items.length)] as T;
  const chance = (p: number) => rng.nextUint32() / 2 ** 32 < p;
  const leaveChance = options.leaveChance ?? 0.004;

  const states: GameState[] = [];
  const events: GameEvent[] = [];
  let offTurnAccepted = 0;
  let state = initial;
  for (let guard = 0; state.status === 'playing'; guard++) {
    if (guard > 2000) throw new Error(`game ${options.seed} does not end`);
    const seat = state.toMove;
    const player = state.players[seat];
    if (!player) throw new Error('no player to move');

    // Someone not on turn tries a pass: it must be refused.
    const other = state.players.findIndex((_, i) => i !== seat);
    if (apply(state, { type: 'pass', seat: other }, lexicon).ok) offTurnAccepted++;

    let action: Action;
    if (chance(leaveChance)) {
      const active = state.players.flatMap((p, i) => (p.status === 'active' ? [i] : []));
      action = chance(0.5) ? { type: 'resign', seat: pick(active) } : { type: 'timeout', seat };
    } else {
      const plays = findLegalPlays(state.board, player.rack, ruleset, lexicon, state.firstPlay);
      if (plays.length > 0 && chance(0.92)) {
        action = { type: 'play', seat, placements: pick(plays).placements };
      } else if (state.bag.length > 0 && player.rack.length > 0 && chance(0.6)) {
        action = { type: 'exchange', seat, tiles: pick([...player.rack]) };
      } else {
        action = { type: 'pass', seat };
      }
    }
    const applied = apply(state, action, lexicon);
    if (!applied.ok)
      throw new Error(
        `random ${action.type} refused: ${applied.error.rule} ${applied.error.reason}`,
      );
    state = applied.state;
    states.push(state);
    events.push(applied.event);
  }
  return { initial, states, events, offTurnAccepted };
}
