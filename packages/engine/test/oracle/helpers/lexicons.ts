import { WordGraph, buildWordGraph, toTiles } from '../../../src/wordgraph';

/**
 * A small word list for the equivalence tests: dense in two- and three-letter
 * words (so boards get crowded and cross words form everywhere), with plurals
 * (R15), Qu words and words that are not playable with a Qu tile (R16).
 * Fixed forever: the golden counts of the fixture suite depend on it.
 */
const FIXTURE_WORDS = `
aa ab ad ae ag ah ai al am an ar as at aw ax ay ba be bi bo by da de do ed ef eh el em en er es
et ex fa fe go ha he hi hm ho id if in is it jo ka ki la li lo ma me mi mo mu my na ne no nu od
oe of oh oi om on op or os ow ox oy pa pe pi po re sh si so ta ti to uh um un up us ut we wo xi
xu ya ye yo za
ace act add ado ads aft age ago aid ail aim air ale all and ant any ape apt arc are ark arm art
ash ask asp ate awe axe aye bad bag ban bar bat bay bed bee beg bet bid big bin bit boa bob bog
boo bow box boy bud bug bum bun bus but buy cab cad can cap car cat caw cod cog con coo cop cot
cow coy cry cub cud cue cup cur cut dab dad dam day den dew did die dig dim din dip doe dog don
dot dry dub due dug dun duo dye ear eat ebb eel egg ego eke elf elk elm emu end eon era ere err
eve ewe eye fad fan far fat fax fed fee fen few fez fib fig fin fir fit fix flu fly foe fog fop
for fox fro fry fun fur gab gad gag gal gap gas gel gem get gig gin gnu gob god got gum gun gut
guy gym had hag ham has hat hay hem hen her hew hex hid him hip his hit hob hod hoe hog hop hot
how hub hue hug hum hut ice icy ids ilk ill imp ink inn ion ire irk its ivy jab jag jam jar jaw
jay jet jib jig job jog jot joy jug jut keg ken key kid kin kit lab lac lad lag lam lap law lax
lay lea led lee leg let lid lie lip lit lob log lop lot low lug lye mad man map mar mat maw may
men met mew mid mix mob mod moo mop mow mud mug mum nab nag nap nay net new nib nil nip nit nod
nor not now nub nun nut oaf oak oar oat odd ode off oft ohm oil old one opt orb ore our out owe
owl own pad pal pan par pat paw pay pea peg pen pep per pet pew pie pig pin pit ply pod poi pop
pot pow pox pro pry pub pun pup pus put rag rah ram ran rap rat raw ray red rib rid rig rim rip
rob rod roe rot row rub rue rug rum run rut rye sac sad sag sap sat saw sax say sea sec see set
sew sex she shy sin sip sir sis sit six ski sky sly sob sod son sop sot sow soy spa spy sty sub
sue sum sun sup tab tad tag tan tap tar tat tau tax tea tee ten the tic tie til tin tip tit toe
tog tom ton too top tor tot tow toy try tub tug tun tux two urn use van vat vet vex via vie vim
vow wad wag wan war was wax way web wed wee wet who why wig win wit woe wok won woo wow yak yam
yap yaw yea yen yes yet yew yin yip yon you yow zag zap zed zee zen zig zip zit zoo
able acre aged aide ales also anti ants arch area arms arts atom aunt axes baby back bade bait
bake bale ball band bane bang bank bare bark barn base bass bath bats bead beam bean bear beat
beds beer bees bell belt bend bent best bets bias bide bike bile bill bind bird bite bits blue
boar boat bode body bold bolt bone book boot bore born boss both bout bowl bran bred brew brim
cage cake calf call calm came camp cane cans cape card care cart case cash cast cats cave cell
chat chin chip chop cite city clad clan clap claw clay clip clod clog clot club clue coal coat
code coil coin cold cole colt come cone cook cool cope cord core cork corn cost cots cove crab
crew crib crop crow cube cult curb cure curl cute dame damp dare dark darn dart data date dead
deal dean dear debt deed deem deep deer dent desk dial dice died diet dine dire dirt disc dish
diss dock does dogs doll dome done doom door dose dote dove down drag draw drew drip drop drum
dual duck dune dusk dust duty each earn ears ease east easy eats edge edit else envy epic even
exit face fact fade fail fair fake fall fame fang fare farm fast fate fear feat feed feel feet
fell felt fend fern file fill film find fine fire firm fish fist fits five flag flat flaw flea
fled flee flew flip flit flog flow foal foam foil fold folk fond font food fool foot ford fore
fork form fort foul four fowl free frog from fuel full fume fund fuse gain gait gale game gape
gate gave gaze gear gene gift gild gilt girl gist give glad glee glen glow glue glum gnat goad
goal goat goes gold golf gone good gore gown grab gram gray grew grid grim grin grip grit grow
hail hair hale half hall halt hand hang hard hare harm hate hats haul have hawk haze head heal
heap hear heat heed heel held hell helm help herb herd here hero hide high hill hilt hind hint
hire hold hole home hone hood hook hope horn hose host hour huge hull hunt hurt idea idle inch
iron isle item jade jail jeer jest join joke jolt junk just keen keep kept kick kill kind king
kiss kite knee knew knit knob knot know lace lack lady laid lair lake lamb lame lamp land lane
last late lead leaf leak lean leap left lend lens lent less liar lice lick lied lien life lift
like limb lime limp line link lint lion list live load loaf loan lobe lock lode loft lone long
look loom loop loot lord lore lose loss lost lots loud love luck lull lump lure lurk lush lust
made maid mail main make male mall malt mane many mare mark mars mash mask mass mast mate maze
mead meal mean meat meek meet melt mend menu mere mesh mess mice mild mile milk mill mime mind
mine mint mire miss mist mite moan moat mock mode mold mole monk mood moon moor moot more moss
most moth move much mule muse must mute nail name nape near neat neck need nest nets news next
nice nine node none noon norm nose note noun oath oats obey odds odes omen once ones only onto
open oral oust oven over owed owes owns pace pack pact page paid pail pain pair pale palm pane
pant pare park part pass past pate path pave peak pear peat peel peer pest pets pier pile pine
pink pint pipe pit pits plan play plea plot plow plug plum plus poem poet pole pond pony pool
poor pope pore pork port pose post pots pour pray prey prod prop pure push quad quay quid quip
quit quiz race rack raft rage raid rail rain rake ramp rang rank rant rare rash rate rats rave
read real ream reap rear reed reef reel rely rend rent rest ride rife rift rind ring riot ripe
rise risk rite road roam roar robe rock rode role roll roof room root rope rose rosy rote rots
rout rove rude ruin rule rune rung ruse rush rust sack safe sage said sail sake sale salt same
sand sane sang sank sash sate save scan scar seal seam sear seat sect seed seek seem seen seep
self sell send sent sets sewn shed shin ship shoe shop shot show shut sick side sift sigh sign
silk sill silo sing sink sire site sits size slab slam slap slat sled slew slid slim slip slit
slot slow slug snag snap snip snob snot snow soak soap soar sock soda sofa soft soil sold sole
some song soon soot sore sort soul soup sour sown span spar spat sped spin spit spot spun spur
stab stag star stay stem step stew stir stop stow stub stud such suit sums sung sunk sure swam
swan swap sway swim tack tact tail take tale talk tall tame tank tape taps tare tarn tart task
teal team tear teas tell tend tens tent term test text than that thaw them then they thin this
tide tidy tied tier ties tile till tilt time tine tint tiny tire toad toes toil told toll tomb
tome tone tons took tool tops tore torn tote tour town trap tray tree trim trio trip trod true
tube tuck tuna tune turn tusk twin type unit upon urge used user vain vale vane vase vast veil
vein vent verb vest veto vial vice view vile vine void vole vote wade wage wail wait wake walk
wall wand want ward warm warn wart wary wash wasp wave wavy weak wean wear weed week weep weld
well went were west what when whom wide wife wild will wilt wind wine wing wink wipe wire wise
wish with wits woke wolf womb wood wool word wore work worm worn wove wrap wren yard yarn year
yell yoke your zero zest zinc zone zoom
aqua equip quake quart quest queue quiet quilt quite quota quote squad squat squid equal
qua quads quits quips
cats dogs hats rats bats mats pots tops spot stop post opts tens rest stare tears rates aster
tease stale steal least slate tales later alter alert irate retain ratine stain satin saint
antis train rains reins resin rinse risen siren snare earns nears saner trees steer reset
terse ester tiers tires tries rites stone notes tones onset seton store rotes torse tore
qat qi faqir
`;

/** Tile words of the fixture list (R16 mapping; `qat`, `qi`, `faqir` drop out). */
export const FIXTURE_TILES: readonly string[] = [
  ...new Set(
    FIXTURE_WORDS.split(/\s+/)
      .map((w) => toTiles(w))
      .filter((w): w is string => w !== null),
  ),
].sort();

export function graphOf(words: Iterable<string>): WordGraph {
  return WordGraph.fromBytes(buildWordGraph(words));
}

export const FIXTURE_GRAPH = graphOf(FIXTURE_TILES);

/** A prefix test for the brute force, by walking the graph. */
export function prefixTest(graph: WordGraph): (letters: string) => boolean {
  return (letters) => graph.walk(graph.root, letters) >= 0;
}
