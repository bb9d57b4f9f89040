"""Mine 77's rule catalogue: every rule the game fires, in our own words, cited by section heading."""

from mining_games.core import Rule, RuleBook, count, join_words, verb
from mining_games.core.rules import _Facts

from .data import res_word


def T(fmt, **nouns):
    """A text whose facts named in ``nouns`` are counted with their noun ("1 card", "2 cards")."""

    def render(event, names):
        facts = _Facts(event.facts)
        facts.setdefault("player", names[event.player] if event.player is not None else "The game")
        for key, noun in nouns.items():
            if key in event.facts:
                facts[key] = count(event.facts[key], noun)
        return fmt.format_map(facts)

    return render


def R(rid, title, section, summary, text, **kw):
    return Rule(f"mine77.{rid}", title, summary, f"mine77.txt, {section}", text=text, **kw)


def X(rid, title, section, summary, text, rationale, **kw):
    return R(rid, title, section, summary, text, source="reconstructed", rationale=rationale, **kw)


def _rosettes_out(event, names):
    """storage.rosettes_out: how many Rosettes were not gained, and (for a Steam reward) that no Food could be had."""
    food = ", and no Food is in the supply or fits" if event.facts.get("no_food") else ""
    if event.facts.get("together"):
        return (f"Too few Rosettes are left to give every player arriving together the same: {names[event.player]} "
                f"goes without {count(event.facts['rosettes'], 'Rosette')}.")
    return (f"The Rosette stock is empty{food}: {names[event.player]} goes without "
            f"{count(event.facts['rosettes'], 'Rosette')}.")


def _loss(prep):
    """A shared loss: every player who did not pay loses together, in one event ("Ana and Cy lose 2 VP each to the
    Ka-Boom.")."""

    def render(event, names):
        who = [names[q] for q in event.facts["players"]]
        one = len(who) == 1
        return (f"{join_words(who)} {verb(len(who), 'lose')} {event.facts['n']} VP{'' if one else ' each'} {prep} "
                f"{event.facts['why']}.")

    return render


def _choices(event, names):
    """rosettes.choose's reveal: who pays to avoid the loss and who takes it."""
    choices = event.facts["choices"]
    paid = [name for name, k in choices.items() if k != "lose"]
    lost = [name for name, k in choices.items() if k == "lose"]
    parts = []
    if paid:
        verb = "pays" if len(paid) == 1 else "pay"
        parts.append(f"{join_words(paid)} {verb} instead of losing {event.facts['n']} VP")
    if lost:
        parts.append(f"{join_words(lost)} {'takes' if len(lost) == 1 else 'take'} the loss")
    return "The choices are shown together: " + "; ".join(parts) + "."


def _farm(event, names):
    """setup.farm: how many crops went to the Farming supply, and any crop the General Supply fell short of."""
    short = event.facts["short"]
    verb = "was" if len(short) == 1 and short[0][1] == 1 else "were"
    tail = f" (only {join_words(res_word(r, n) for r, n in short)} {verb} left in the General Supply)" if short else ""
    crops = count(event.facts["supply"], "crop")
    return f"The farm is sown: 5 fields of 5 crops, and {crops} in the Farming supply{tail}."


def _fallen(event, names):
    """end.disaster: who fell, to how many VP."""
    who = [f"{names[q]} ({v} VP)" for q, v in zip(event.facts["players"], event.facts["vps"])]
    if len(who) == 1:
        return f"{names[event.facts['players'][0]]} falls to {event.facts['vps'][0]} VP: the game ends at once."
    return f"{join_words(who)} fall to -10 VP or below together: the game ends at once."


def _fallen_lose(event, names):
    """end.disaster_loses: every player who fell loses; when all fell, nobody wins."""
    who = [names[q] for q in event.facts["players"]]
    if len(who) == len(names):
        return "Every player fell to -10 VP or below: all of them lose and nobody wins."
    one = len(who) == 1
    return (f"{join_words(who)} fell to -10 VP or below and {'loses' if one else 'lose'}, whatever the final "
            f"scores.")


def _colours(event, names):
    """setup.colours: who has which colour."""
    return "Colours dealt at random: " + join_words(f"{names[p]} {c}" for p, c in event.facts["colours"]) + "."


def _overtime_reveal(event, names):
    """shift.overtime_reveal: who works overtime and who goes home."""
    said = [f"{name} {'goes home' if k == 'no' else 'works overtime'}" for name, k in event.facts["choices"].items()]
    return f"The Overtime choices are shown together: {join_words(said)}."


def _battle_reveal(event, names):
    """trophy.battle_reveal: who plays a Battle Trophy."""
    said = [f"{name} {'plays a Battle Trophy' if k else 'does not'}" for name, k in event.facts["choices"].items()]
    return f"The Battle Trophy choices are shown together: {join_words(said)}."


def _order(event, names):
    """shift.order: the order of play with each card's initiative."""
    order = event.facts["order"]
    if not order:
        return "No Work Order card is used in this round of play."
    return "Initiative order: " + ", ".join(f"{names[q]} ({ini})" for q, ini in order) + "."


def _tie_start(event, names):
    """shift.tie_start: who is level, at which initiative."""
    who = [names[q] for q in event.facts["players"]]
    cards = "neither card" if len(who) == 2 else "none of their cards"
    return (f"{join_words(who)} are level at initiative {event.facts['initiative']} with as many Rosettes: they must "
            f"agree who goes first, or {cards} is used.")


def _tie_reveal(event, names):
    """shift.tie_reveal: who named whom, and whether they agree."""
    choices = event.facts["choices"]
    named = {names[q] for q in choices.values()}
    said = join_words(f"{name} names {names[q]}" for name, q in choices.items())
    if len(named) == 1:
        return f"The names are shown together: {said}. They agree: {named.pop()} goes {event.facts['place']}."
    return f"The names are shown together: {said}. They do not agree."


def _tie_agreed(event, names):
    """shift.tie_agreed: the agreed order."""
    return f"Agreed order among the level players: {', '.join(names[q] for q in event.facts['order'])}."


def _tie_none(event, names):
    """shift.tie_none: the cards played without effect."""
    who = [names[q] for q in event.facts["players"]]
    one = len(who) == 1
    return (f"No order agreed: the {'card' if one else 'cards'} of {join_words(who)} {'is' if one else 'are'} played "
            f"for the Shift without being used (to the discards).")


M = {"mints": True}
NEG = {"mints": True, "negative_ok": True}
SHARED = ("the rulebook has all the players lose together, each able to pay instead; deciding at once, in secret, "
          "lets no seat wait for another's choice")
FIRST = "the rulebook has the players choose for the NPC; where nothing else decides, its first-option rule does"
LEVEL = ("the rulebook gives this step in initiative order without ordering equal cards; deciding at once, in "
         "secret, lets no seat see another's choice first")
TIE = ("the rulebook has tied players agree on an order without saying how; naming at once, in secret, lets no seat "
       "propose first")

RULES = RuleBook("mine77", [
    # ---------------------------------------------------------------- set-up
    R("setup.supply", "The General Supply", "Layout the Boards",
      "All resources (10 of each of the 12 kinds) go to the General Supply; trophies and the 24 Rosettes wait in "
      "their stocks.",
      "The General Supply holds {n} of each of the 12 resources; 8 of each Trophy and 24 Rosettes wait in their "
      "stocks.", **M),
    R("setup.blocked", "Blocked Action markers", "Prepare the Main Game Board",
      "Action spaces marked for more players than are seated (NPCs count) are blocked.",
      T("{n} blocked for {players}.", n="action space", players="seat"), ),
    R("setup.steam", "Steam starts at 3", "Prepare the Main Game Board", "The Steam marker starts at 3.",
      "The Steam marker starts at {steam}."),
    R("setup.farm", "The farm", "Prepare the Main Game Board",
      "9 each of Flax, Lichen, Mushroom and Wood: 25 at random into the 5 fields, 11 into the Farming supply (a crop "
      "an NPC started with has only 8 left: then the Farming supply gets 10).", _farm),
    X("setup.colours", "Colours", "Prepare each Player Area",
      "Each player is dealt a colour at random: their workers, Victory Point marker and basic Work Order deck.",
      _colours, "the rulebook gives each player a colour without saying who gets which, and the decks' initiatives "
      "differ by colour (reconstructed): a colour fixed to a seat would favour that seat"),
    R("setup.deck", "Work Order decks", "Prepare each Player Area",
      "Each player takes the 7-card Work Order deck of their colour (Standard or Easy).",
      T("{player} takes the {colour} Work Order deck of {n}.", n="card"), **M),
    R("setup.shuffle", "Shuffle", "Prepare the Organiser Board", "Decks are shuffled at the start.",
      T("A deck of {cards} is shuffled.", cards="card")),
    R("setup.npc", "NPC set-up", "Non-Player Characters (NPCs) for Solo and 2-Player Games",
      "An NPC starts with the VP, Rosettes, resources and Large Warehouse Expansion on its board, and its own deck.",
      T("{player} starts with {vp} VP, {rosettes}, its resources and a Large Warehouse Expansion.",
        rosettes="Rosette"), **M),
    R("setup.cards", "The organiser board", "Prepare the Organiser Board",
      "The Commissariat, Government Order, Patrol Resolution and Elven Embassy decks are shuffled; 3 "
      "Commissariat cards are dealt face up; Today and Tomorrow are shown.",
      "The card decks are shuffled; 3 Commissariat cards, Today and Tomorrow are shown.", **M),
    R("setup.small_patrols", "Small Patrols", "Prepare the Organiser Board",
      "With fewer than 3 seats, the players may take the Patrol cards that need more than 2 workers out of the game "
      "before the Patrol deck is shuffled (an option, off unless chosen); it makes the game a little easier.",
      T("Fewer than 3 seats: the Patrol cards that need more than 2 workers go out of the game ({removed} removed, "
        "{left} left).", removed="Patrol card"), source="variant", **M),
    R("setup.rows", "Mining, Patrol and Research", "Prepare the Organiser Board",
      "Two Mining cards and two Patrol cards show; the Research tiles are sorted into six piles.",
      "Two Mining cards and two Patrol cards show; the six Research piles are laid out.", **M),
    R("setup.objectives", "Secret Objectives", "Prepare each Player Area",
      "Each player is dealt 2 Secret Objectives and keeps one, discarding the other unseen.",
      "Each player is dealt 2 Secret Objectives.", **M),
    R("setup.no_objectives", "No Secret Objectives", "Prepare each Player Area",
      "For early games the players may leave the Secret Objectives out, as the rulebook allows (an option: the "
      "rulebook's game deals them); nobody then scores one at the end.",
      "The Secret Objectives are left out of this game.", source="variant"),
    R("setup.deal_objectives", "Deal Secret Objectives", "Prepare each Player Area",
      "Two Secret Objectives are dealt to a player.", "{player} is dealt 2 Secret Objectives."),
    R("setup.objective", "Keep a Secret Objective", "Prepare each Player Area",
      "A player keeps one of their two Secret Objectives in secret.", "{player} keeps a Secret Objective."),
    # ---------------------------------------------------------------- the shift
    R("shift.start", "A new Shift", "The Shift", "The Time marker moves on to the next Shift.",
      "The {shift} Shift of day {day} begins."),
    R("shift.refill", "Refill the hand", "Work Order Cards",
      "At the start of each Morning and Afternoon Shift, draw up to your hand size (5, plus hand-size cards).",
      T("{player} draws {n} from the Work Order deck to refill the hand.", n="card"), public_text="{player} refills the hand."),  # noqa: E501
    R("shift.reshuffle", "Reshuffle the Work Order deck", "Work Order Cards",
      "When the draw pile is empty, the discards are shuffled into a new draw pile.",
      T("A new Work Order deck is shuffled from the {cards} discarded.", cards="card")),
    R("shift.select", "Work Order Selection", "Morning and Afternoon Shifts",
      "Each player selects one card from their hand in secret; nobody sees another's card before the reveal.",
      "{player} selects a Work Order card face down."),
    R("shift.reveal", "Reveal", "Using Work Order Cards", "All selected cards are revealed at once.",
      "The Work Order cards are revealed."),
    R("shift.order", "Initiative order", "Using Work Order Cards",
      "Cards are played in increasing initiative; equal initiatives go to the player with more Rosettes, then in the "
      "order the tied players agreed.", _order),
    R("shift.tie_start", "Level players agree", "Using Work Order Cards",
      "Players level on initiative and Rosettes must agree on their order, or none of their cards is used.",
      _tie_start),
    X("shift.tie_name", "Name who goes first", "Using Work Order Cards",
      "Each round, every tied player still without a place names, at the same time and in secret, who among them "
      "goes next.", "{player} names in secret who goes {place}.", TIE),
    X("shift.tie_reveal", "The names are shown", "Using Work Order Cards",
      "The names are shown together: one name from all of them is an agreed place; different names, no agreement.",
      _tie_reveal, TIE),
    R("shift.tie_agreed", "An agreed order", "Using Work Order Cards",
      "The order the tied players agreed on holds.", _tie_agreed),
    R("shift.tie_none", "No agreement", "Using Work Order Cards",
      "Tied players who do not agree use none of their cards: each card is played for the Shift without effect.",
      _tie_none),
    R("shift.play", "Play a Work Order", "Using Work Order Cards", "The card is played and goes to the discards.",
      "{player} plays {card}."),
    R("shift.worker", "Choose a worker", "Using Work Order Cards",
      "Any worker not committed to a box, seat or the Hospital may carry out the card; parts split by Different "
      "Workers go to different workers.", "{player} applies the card to Worker {worker} at {where}."),
    R("shift.no_worker", "No worker free", "Using Work Order Cards",
      "With no free worker, that part of the card is lost.", "{player} has no free worker for this part of the card."),
    R("shift.skip", "Skip an activity", "Using Work Order Cards",
      "Activities are never mandatory; one skipped is forfeited.", "{player} skips {what}."),
    R("shift.end_turn", "End of the turn", "Using Work Order Cards", "The player's activation ends.",
      "{player} ends the turn."),
    R("shift.overtime", "Overtime", "Morning and Afternoon Shifts",
      "After three cards, players in ascending initiative of their third card may pay 1 Rosette (or Magic) for a "
      "fourth.",
      "{player} pays {paid} to work overtime.", **M),
    R("shift.no_overtime", "No overtime", "Morning and Afternoon Shifts", "A player may go home instead.",
      "{player} does not work overtime."),
    X("shift.overtime_choose", "Overtime together", "Morning and Afternoon Shifts",
      "Players level on their third card's initiative and on Rosettes decide about Overtime at the same time, in "
      "secret.", "{player} decides in secret whether to work overtime.", LEVEL),
    X("shift.overtime_reveal", "Overtime choices shown", "Morning and Afternoon Shifts",
      "The Overtime choices of level players are shown together.", _overtime_reveal, LEVEL,
      example={"choices": {"Ana": "rosette", "Ben": "no"}}),
    R("shift.end", "End of the Shift", "The Shift", "When the cards (and overtime) are done, the Shift ends.",
      "The {shift} Shift of day {day} ends."),
    # ---------------------------------------------------------------- movement, actions, Magic
    R("move.move", "Movement", "Movement",
      "A worker moves clockwise up to its movement points; from the Entrance the Shaft leads down to the "
      "Elevator Hall for 1 point (never back up).", T("{player}'s Worker {worker} moves from {frm} to {to}{via} "
                                                      "({cost}).", cost="movement point")),
    R("move.bonus", "Bonus movement", "Bonus Movement Points",
      "Any time in your turn, 1 Rosette buys 1 movement point (Magic may stand in for the Rosette).",
      "{player} buys 1 movement point for {paid}.", **M),
    R("action.marker", "Take an action", "Action",
      "An action needs an Action on the card and a free space in the segment, marked with a Worker Action Marker.",
      "{player} places a Worker Action Marker on {segment}, space {space}."),
    R("magic.move", "Magic: movement", "Magic", "1 Magic adds 8 movement points.", "{player} spends 1 Magic for 8 "
      "movement points."),
    R("magic.action", "Magic: an action", "Magic", "1 Magic adds 1 action.", "{player} spends 1 Magic for one more "
      "action."),
    R("stock.pay", "Paying resources", "Limited Resources",
      "Costs (processing inputs, research tiles, the Barter Bar, the Hospital) are paid from your warehouse to the "
      "General Supply, one resource at a time.", "{player} pays {what} for {need}."),
    R("action.done", "Stop", "Action",
      "An action's options (cycles, purchases, sowing, burning, shredding) are never mandatory: the player stops "
      "when they wish.", "{player} is done with {what}."),
    # ---------------------------------------------------------------- Steam
    R("steam.spend", "Spend Steam", "Mining", "Mining, Shipping, the Shredder and each Processing cycle take 1 Steam "
      "from the track.", "{player} spends 1 Steam for {purpose}: Steam {was} to {steam}."),
    R("steam.stand_in", "Private Steam and Magic as Steam", "Private Steam",
      "Private Steam (at most 2 held) can be used in place of Steam; so can 1 Magic (Magic).",
      "{player} uses {what} as Steam for {purpose}.", **M),
    R("steam.burn", "Bonus Steam", "Bonus Steam Generation",
      "After generating, Coal, Flax, Lichen, Mushroom or Wood from the warehouse (not just earned) may be burned: "
      "each moves Steam up 1 and earns 1 Rosette, 1 Any Food or 1 Private Steam.",
      "{player} burns {what} for {reward}: Steam {was} to {steam}.", **M),
    R("steam.generate", "Steam Generation", "Earlier is Best",
      "Boxes 1-4 generate 3, 2, 2 and 1 Steam.", T("{player} generates {n} in box {box}: Steam {was} to {steam}.",
                                                     n="Steam")),
    R("steam.reward", "Steam reward", "Reward", "Each Steam generated earns 1 Rosette or 1 Any Food.",
      "{player} takes {what} for a Steam generated.", **M),
    R("steam.kaboom", "Ka-Boom!", "Ka-Boom!", "Steam reaching Bang! vents: the marker returns to 0.",
      "Ka-Boom! Steam hit Bang! at {steam} and vents to 0."),
    R("steam.kaboom_penalty", "Ka-Boom! penalty", "Ka-Boom!", "Every player loses 2 VP (2 Rosettes avoid it).",
      _loss("to"), example={"players": [0, 1], "n": 2, "why": "the Ka-Boom"}, **NEG),
    R("rosettes.avoid", "Rosettes avoid a penalty", "Rosettes", "2 Rosettes avoid a penalty; Magic may stand in "
      "for a Rosette.", "{player} pays {paid} instead of losing {vp_word} ({why}).", **M),
    X("rosettes.choose", "Pay or lose", "Rosettes",
      "When one loss hits several players at once, each who could pay 2 Rosettes instead decides at the same time, "
      "in secret; the choices are shown together.",
      "{player} decides in secret whether to pay instead of losing {n} VP.", SHARED),
    X("rosettes.reveal", "The choices are shown", "Rosettes",
      "The choices on a shared loss are shown together; those who pay do, and all the others lose together.",
      _choices, SHARED, example={"choices": {"Ana": 0, "Ben": "lose"}, "n": 2}),
    # ---------------------------------------------------------------- Surface rondel
    R("processing.cycle", "Processing cycle", "2. Processing Plant",
      "Each cycle costs 1 Steam and turns one recipe's inputs into its outputs.", "{player} processes {recipe}.",
      **M),
    R("research.buy", "Buy a tile", "Purchase", "The top tile of a pile is bought.",
      "{player} buys a {shape} from pile {pile} ({left} left)."),
    R("research.place", "Place a tile", "Placement",
      "The tile goes inside the grid without overlapping (a tile received in a deal, at the end of its new owner's "
      "turn).",
      T("{player} places the {shape} at row {row}, column {col} ({filled} filled).", filled="square"), **M),
    R("research.unplaced", "No room for the tile", "Placement", "A tile that fits nowhere is kept (for barter).",
      "{player} keeps the {shape}: it fits nowhere in the grid.", **M),
    R("research.column", "Column bonus", "Rewards",
      "A completed column gives its bonus (2 Magic, 2 VP, 4 Rosettes); filling all 12 squares gives all three again "
      "(the grid: 5 rows of 3, 3, 2, 2 and 2 squares, reconstructed).",
      "{player} completes column {col}: {bonus}{again}.", **M),
    R("research.row", "Row improvement", "Rewards",
      "A completed row gives its improvement: Large Warehouse, Small Warehouse, Work Orders (hand size +1 and a "
      "card drawn at once, reconstructed), Crane, Incinerator.",
      "{player} completes row {row}: {improvement}."),
    R("storage.mine_warehouse", "The Mine Warehouse grows", "Small Warehouse Expansion",
      "The first player to build each warehouse expansion grows the Mine Warehouse the same way.",
      T("The Mine Warehouse grows from {was} to {cap} (the first {kind} expansion).", cap="space"),
      example={"was": 4, "cap": 6, "kind": "small"}),
    R("commissariat.start", "Commissariat", "5. Commissariat", "Today's next card costs 1, 2, then 3 bribes.",
      T("{player} visits the Commissariat: a card costs {bribes} now.", bribes="bribe")),
    R("commissariat.bribe", "Bribe", "5. Commissariat", "A bribe is 1 Any Resource or 1 Rosette.",
      "{player} bribes with {what}.", **M),
    R("commissariat.buy", "Buy a Work Order", "5. Commissariat", "The bought card goes straight into the hand.",
      "{player} buys {card} into the hand.", **M),
    R("commissariat.hand_size", "Increase Hand Size", "Draw and Increase Hand Size",
      "The card is tucked under the board: hand size grows by 1 (at most 2 such cards).",
      "{player} tucks a hand-size card: hand size {size}."),
    R("embassy.place", "Elven Embassy", "6. Elven Embassy",
      "Ending a movement here, a worker may wait in the lowest empty green box (no Action needed) until night.",
      "{player}'s Worker {worker} waits in Embassy box {box}."),
    R("embassy.decline", "Pass by the Embassy", "6. Elven Embassy", "Using the Embassy is optional.",
      "{player} does not wait at the Embassy."),
    R("embassy.orders", "Elven Purchase Orders", "Elven Embassy Purchase Orders",
      "At night box 1 draws 3 Elven cards, keeps one, passes the rest to box 2, and so on.",
      T("The Elves issue purchase orders to {workers} waiting.", workers="worker")),
    R("embassy.keep", "Keep an Elven order", "Elven Embassy Purchase Orders", "Each waiting worker's player keeps one.",
      "{player} keeps an Elven order for {card}.", public_text="{player} keeps an Elven Embassy card."),
    R("embassy.discard", "Leftover Elven cards", "Elven Embassy Purchase Orders", "Cards left over are discarded.",
      T("{n} discarded.", n="Elven card")),
    R("embassy.leave", "Leave the Embassy", "Elven Embassy Purchase Orders",
      "The waiting workers go down to the Elevator Hall together.", "{player}'s Worker {worker} goes to the "
      "Elevator Hall."),
    R("elven.reveal", "Reveal an Elven order", "Completing the Order",
      "An Elven order is revealed the first time resources go on it.", "{player} reveals an Elven order for {card}."),
    R("elven.place", "Teleport to the Elves", "Elven Embassy Cards",
      "Resources from a Mine action may go straight onto your incomplete Elven order.",
      T("{player} puts {what} on the Elven order ({left} still needed).", left="resource")),
    R("elven.complete", "Complete an Elven order", "Completing the Order",
      "A complete order earns 2 VP or 3 Magic; its resources return to the supply.",
      "{player} completes an Elven order: {reward}.", **M),
    # ---------------------------------------------------------------- Mine rondel
    R("hall.social", "Socialising", "7. Elevator Hall",
      "Arriving where another of your workers already is earns 1 Rosette.",
      "{player}'s Worker {worker} meets a friend in the Elevator Hall: 1 Rosette.", **M),
    R("hall.brawl", "Brawling", "7. Elevator Hall",
      "With 5 or more workers in the Hall, one chosen at random is wounded (General Ward).",
      T("A brawl among {workers}: {player}'s Worker {worker} goes to the General Ward.", workers="worker")),
    R("hall.barter", "Barbara's Barter Bar", "7. Elevator Hall",
      "Once per arrival: 2 Any Resource for 1 Any Resource other than Magic.", "{player} takes {what} at the Barter "
      "Bar."),
    R("hall.no_trade", "No trade", "7. Elevator Hall", "Trading is optional.", "{player} does not trade."),
    R("farming.harvest", "Harvest", "8. Farming", "Take all resources of one Harvest Field into the carts.",
      "{player} harvests field {field}: {what}."),
    R("farming.grow", "Grow", "8. Farming", "The fields to the right shift one step left as blocks.",
      "The fields right of field {field} move one step left."),
    R("farming.sow", "Sow", "8. Farming", "Up to 5 resources from the Farming supply go into an empty Sowing Field.",
      T("{player} sows {what} in field {field} ({n} there).", n="crop")),
    R("farming.no_field", "No empty Sowing Field", "8. Farming", "Without an empty Sowing Field nothing is sown.",
      "{player} finds no empty Sowing Field."),
    R("farming.supplies", "Farm supplies", "8. Farming",
      "After Farming, 1 Flax, 1 Wood, 1 Mushroom and 1 Lichen go from the supply (if any) to the Farming supply.",
      "Farm supplies arrive: {what}."),
    R("mining.mine", "Mining", "9. Mining", "After 1 Steam: one set of one face-up Mining card goes to the carts.",
      "{player} mines the {set} set of card {slot}: {what}."),
    R("patrol.team", "Gather the team", "10. Patrol",
      "The leader takes as many workers on the Patrol segment as possible, up to 4; they cannot refuse.",
      T("{player} leads a patrol of {n} ({names}).", n="worker")),
    R("patrol.box", "Organise the team", "10. Patrol", "Each worker goes into a Patrol box, the leader's first.",
      "{player}'s Worker {worker} takes Patrol box {box}."),
    R("patrol.choose", "Choose the Patrol", "10. Patrol", "One viable Patrol card is chosen and revealed.",
      T("{player} chooses a patrol for {n}: {a} or {b}.", n="worker")),
    R("patrol.hazard", "Hazards", "10. Patrol",
      "On a worker's path a skull always wounds; a resource hazard wounds unless the resource shown is paid, and "
      "once paid it is safe for every worker who passes after.", "{player}'s Worker {worker} {how}."),
    R("patrol.reward", "Patrol reward", "10. Patrol",
      "A worker reaching an end takes its reward, shared with others reaching the same end.",
      "{player}'s Worker {worker} reaches end {end}: {what}."),
    R("patrol.icu_rosette", "Three wounds", "10. Patrol",
      "Three wounds or more: Intensive Care and 1 Rosette instead of the reward.",
      T("{player}'s Worker {worker} takes {wounds}: Intensive Care and 1 Rosette.", wounds="wound"),
      example={"worker": "II", "wounds": 3}, **M),
    R("patrol.collect", "Patrol resources", "10. Patrol", "The reward's resources are loaded like other Mine "
      "output.", "{player} collects {what} from the patrol."),
    R("patrol.done", "Patrol resolved", "10. Patrol", "The Patrol is over.", "{player}'s patrol is over."),
    R("hospital.step", "Toward Release", "Hospital",
      "Hospitalised workers move one step toward Release (Intensive Care, General Ward, Release): all of them at "
      "night, or one paid for on your turn (1 Gold, Marble or Beer; then 1 Any Resource); a released worker goes "
      "straight to the Elevator Hall.", "{player}'s Worker {worker} {how}."),
    R("hospital.icu", "Intensive Care", "Hospital", "Two wounds send a worker to Intensive Care.",
      T("{player}'s Worker {worker} takes {wounds} and goes to Intensive Care.", wounds="wound")),
    R("hospital.ward", "General Ward", "Hospital", "One wound sends a worker to the General Ward.",
      "{player}'s Worker {worker} takes 1 wound and goes to the General Ward."),
    R("shipping.deficit", "Steam deficit", "11. Shipping",
      "At 0 or below, Shipping still runs and pushes Steam down 1 (the only way below 0).",
      "{player} ships on credit: Steam {was} to {steam}."),
    R("shipping.deficit_penalty", "Deficit penalty", "11. Shipping", "1 VP each (2 Rosettes avoid it).",
      _loss("because"), example={"players": [0, 1], "n": 1, "why": "the Steam deficit is at its floor"}, **NEG),
    R("shipping.ride", "Riding cargo", "11. Shipping", "With no free seat, a worker rides cargo beside a cart (seat 3).",  # noqa: E501
      "{player}'s Worker {worker} rides cargo on cart {cart}."),
    R("shipping.depart", "The Train departs", "11. Shipping", "The carts arrive at the Station in order.",
      "The Train departs for the Station."),
    R("shipping.rosette", "Job Well Done", "11. Shipping", "The shipper earns 1 Rosette.",
      "{player} earns 1 Rosette for the Shipping.", **M),
    R("shredder.shred", "Shred", "13. Secret Shredder",
      "After 1 Steam: cards from hand or discards are removed, the first free, then 1, 2, 3... Rosettes over the "
      "game (Magic may stand in for a Rosette); never below 5 cards.",
      "{player} shreds {card} from the {where} for {cost}.", **M),
    R("shredder.draw", "Draw after shredding", "13. Secret Shredder", "After shredding, draw 1 card.",
      "{player} draws 1 Work Order card.", public_text="{player} draws 1 Work Order card."),
    # ---------------------------------------------------------------- the Train
    R("train.load", "Load a cart", "9. Mining", "Produced resources go into any of the 3 carts.",
      "{player} puts {what} in cart {cart}."),
    R("train.supplement", "Supplement the carts", "Personal Warehouse",
      "Resources from your own warehouse may be added to the carts.", "{player} adds {what} from {frm} to {to}."),
    R("train.excess", "Excess returned", "9. Mining", "With carts and Mine Warehouse full, the excess goes back.",
      "{what} goes back to the General Supply: no room."),
    R("train.loaded", "Done loading", "9. Mining", "Loading ends when the player says so.", "{player} is done loading."),  # noqa: E501
    R("train.board", "Board the Train", "9. Mining",
      "The worker takes the lowest free seat of a cart it loaded (or, Shipping, of any cart).",
      "{player}'s Worker {worker} boards cart {cart}, seat {seat}."),
    R("train.stay", "Stay off the Train", "9. Mining", "Boarding is optional.", "{player}'s Worker {worker} stays."),
    R("train.accepted", "Accepted cart", "Arrival of a Train",
      "A cart with anything the Today order still needs is accepted: as much as possible goes on the order.",
      "Cart {cart} is accepted for the Today order."),
    R("train.accepted_vp", "Accepted cart scores", "Arrival of a Train",
      "Each player with a worker on an accepted cart scores 2 VP (once per cart).",
      T("{player} scores 2 VP for accepted cart {cart} ({n} given).", n="resource"), **M),
    R("train.rejected", "Rejected cart", "Arrival of a Train",
      "A cart with resources, none still needed today, is rejected.", "Cart {cart} is rejected."),
    R("train.rejected_penalty", "Rejected cart penalty", "Arrival of a Train",
      "Each player aboard a rejected cart loses 1 VP once (2 Rosettes avoid it).",
      _loss("for"), example={"players": [0], "n": 1, "why": "a rejected cart"}, **NEG),
    R("train.unmanned", "Unmanned cart", "Arrival of a Train", "A cart with nobody aboard is wasted.",
      "Cart {cart} arrives unmanned: {what} back to the General Supply."),
    R("train.empty", "Empty cart", "Arrival of a Train", "An empty cart is just transport.",
      T("Cart {cart} is empty and carries {n} up.", n="worker")),
    R("train.share", "Share the cart", "Arrival of a Train", "What the Government leaves goes to the players aboard.",
      "{player} takes {what} from cart {cart}."),
    R("train.lost", "No room aboard", "Limited Resources", "What nobody aboard can store goes back to the supply.",
      "Nobody aboard cart {cart} has room for {what}, so all of it goes back."),
    R("train.station", "Back at the Station", "Changing Rondels", "Workers on the Train arrive at the Station.",
      "{player}'s Worker {worker} gets off cart {cart} at the Station."),
    R("government.fill", "Fill the Today order", "Government Order Cards",
      "Resources from an accepted cart fill the Today order's open slots.",
      T("{what} from cart {cart} fills the {slot} slot of Today ({left} open).", left="slot")),
    R("government.check", "Have we hit our target?", "Night Shift",
      "At night the Today order is checked: fulfilled, it costs nothing; unfulfilled, every player loses 1 VP per "
      "missing resource.", "The Today order {result}."),
    R("government.penalty", "Government penalty", "Night Shift", "1 VP per missing resource (2 Rosettes avoid it).",
      _loss("for"), **NEG),
    R("government.rotate", "Change the orders", "Night Shift",
      "Today's resources go back; Tomorrow becomes Today and a new Tomorrow shows.",
      "The Today order's resources ({what}) return to the supply; Tomorrow becomes Today.", **M),
    # ---------------------------------------------------------------- improvements, trophies
    R("improve.crane", "Crane", "Crane", "Once per day, 2 resources bound for the Train may go to your warehouse.",
      "{player} lifts {what} to the warehouse with the Crane."),
    R("improve.incinerator", "Burn", "Incinerator", "Each burned resource earns 1 Rosette or 1 Private Steam.",
      "{player} burns {what} for {reward}.", **M),
    R("trophy.battle", "Battle Trophy", "Battle Trophies", "Once per trophy, lower your card's initiative by 3.",
      "{player} plays a Battle Trophy: initiative {initiative}."),
    R("trophy.keep", "Keep the trophies", "Battle Trophies", "Playing a Battle Trophy is optional.",
      "{player} plays no Battle Trophy."),
    X("trophy.battle_choose", "Battle Trophies together", "Battle Trophies",
      "Players level on initiative and Rosettes decide at the same time, in secret, whether to play a Battle Trophy.",
      "{player} decides in secret whether to play a Battle Trophy.", LEVEL),
    X("trophy.battle_reveal", "Battle Trophy choices shown", "Battle Trophies",
      "The level players' choices are shown together; those who play one may play another, again together.",
      _battle_reveal, LEVEL, example={"choices": {"Ana": True, "Ben": False}}),
    R("trophy.community", "Community Trophy", "Community Trophies", "Once per trophy, gain 2 Private Steam (at most 2).",  # noqa: E501
      "{player} uses a Community Trophy: {got} Private Steam.", **M),
    R("trophy.forbidden", "Forbidden Trophy", "Forbidden Trophies", "Once per trophy, gain 1 Magic.",
      "{player} uses a Forbidden Trophy for 1 Magic."),
    # ---------------------------------------------------------------- Night Shift, end, scoring
    R("night.start", "Night Shift", "Night Shift", "The Night Shift's steps run in their printed order.",
      "The Night Shift of day {day} begins."),
    R("night.steam_carried", "Steam carried over", "Night Shift", "Steam left over carries into the next morning.",
      "The Steam track stays at {steam} for the next morning."),
    R("night.steam_reset", "Steam Maintenance", "Night Shift", "Negative Steam is reset to 0.",
      "Steam maintenance: the marker moves from {steam} to 0."),
    R("night.steam_penalty", "Steam Maintenance penalty", "Night Shift",
      "Every player loses 1 VP per negative Steam point (2 Rosettes avoid it).", _loss("for"),
      example={"players": [0, 1], "n": 2, "why": "negative Steam"}, **NEG),
    R("night.reactivate", "Reactivation and clearing", "Night Shift",
      "Worker Action Markers are removed; Incinerators and Cranes reactivate; the Commissariat refills.",
      "The night crew clears the markers, reactivates the improvements and refills the Commissariat."),
    R("night.end", "End of the day", "Night Shift", "The day is over.", "Day {day} is over."),
    R("end.week", "End of the Week", "End of the Week", "The game ends after the third (or fourth) Night Shift.",
      "The week is over."),
    R("end.disaster", "Disaster", "Disaster",
      "A loss that takes players to -10 VP ends the game at once; all of them trigger it together.", _fallen),
    R("end.disaster_loses", "The trigger loses", "Disaster",
      "Every player who fell to -10 loses, whatever the final scores; if all fell, nobody wins.", _fallen_lose),
    R("score.entrance", "Rosettes at the Entrance", "Final Scoring", "1 Rosette per worker on the Entrance.",
      T("{player} gains {n} for workers on the Entrance.", n="Rosette"), **M),
    R("score.rosettes", "Rosettes", "Final Scoring", "Each set of 3 Rosettes scores 1 VP.",
      T("{player} turns {n} into {sets} VP.", n="Rosette"), **M),
    R("score.magic", "Magic", "Final Scoring", "Each 2 Magic score 1 VP.", "{player} turns {n} Magic into {vp} VP.",
      **M),
    R("score.trophies", "Trophies", "Final Scoring", "1 VP per Trophy, 2 more per set of the 3 types.",
      T("{player} scores {vp} VP for {n} ({sets} of all three).", n="Trophy", sets="set"), **M),
    R("score.objective", "Secret Objective", "Final Scoring", "A fulfilled Secret Objective adds its bonus.",
      "{player}'s objective ({what}; {have} reached) {result}.", **M),
    # ---------------------------------------------------------------- deals
    R("deal.draft", "Draft a deal", "Dealing and Bartering",
      "A deal offers Any Resource, Rosettes, VP, Trophies and unplaced Research tiles for the same, at once or "
      "promised for the Night Shift, with one partner or two; General Supply items cannot be dealt.",
      "{player} drafts a deal with {to}: {give} for {get}."),
    R("deal.send", "Offer a deal", "Dealing and Bartering", "The deal is offered to the partner (or the two partners).",
      "{player} offers {to} {give} for {get}."),
    R("deal.accept", "Accept a deal", "Dealing and Bartering",
      "Each partner accepts off turn, in turn; when all have, everything due at once moves.",
      "{player} accepts {frm}'s deal: {give} for {get}.", **M),
    R("deal.decline", "Decline a deal", "Dealing and Bartering", "The other player may decline.",
      "{player} declines {frm}'s deal."),
    X("deal.due", "A promise falls due", "Dealing and Bartering",
      "Part of a deal may be promised for the Night Shift. Then, before the Today order is checked, each promise is "
      "kept (handed over) or broken; a broken one costs a fine of 1 Rosette, or 1 VP without one, when deals are "
      "binding (an option) and nothing otherwise.",
      "{player} {outcome}.",
      "deals may set their own timing; the Night Shift is the deadline every player knows", **NEG),
    R("deal.withdraw", "Withdraw a deal", "Dealing and Bartering", "The offer may be withdrawn before it is sent.",
      "{player} withdraws the deal with {to}."),
    # ---------------------------------------------------------------- NPCs
    R("npc.draw", "NPC Work Order", "Work Order Selection", "The NPC draws the top card of its deck face down.",
      "{player} draws its Work Order face down."),
    R("npc.select", "NPC selects", "Work Order Selection", "An NPC always plays the top card of its own deck.",
      "{player} takes the top card of its Work Order deck."),
    R("npc.play", "NPC plays", "Work Order Activation", "The NPC's card is revealed and played at its initiative.",
      "{player} plays {card}."),
    R("npc.top", "Top Activity", "Work Order Activation", "An NPC does the top Activity with any worker able to.",
      "{player} does the top Activity."),
    R("npc.bottom", "Bottom Activity", "Work Order Activation", "If no worker can do the top Activity, the bottom.",
      "{player} cannot do the top Activity and does the bottom one."),
    R("npc.pass", "NPC passes", "Work Order Activation", "If neither Activity can be done, the NPC passes.",
      "{player} can do neither Activity."),
    R("npc.pass_rosette", "Pass for a Rosette", "Work Order Activation", "A passing NPC earns 1 Rosette.",
      "{player} passes and takes 1 Rosette.", **M),
    R("npc.reach", "Reach", "Keywords Explained",
      "A worker able to arrive within the points goes there (and takes the Action if one is listed).",
      "{player}'s Worker {worker} {how}."),
    R("npc.towards", "Towards", "Keywords Explained",
      "A worker uses the points to head for the segment and stops if it arrives; no Action.",
      "{player}'s Worker {worker} heads from {frm} towards {target} and stops at {to}."),
    R("npc.act", "NPC acts", "Work Order Activation", "Any NPC Activity that can be done must be taken.",
      "{player}'s Worker {worker} takes the {segment} action."),
    R("npc.rosana_move", "Rosana pays to move", "Dutiful Rosana",
      "Rosana spends 1 Rosette for 1 movement point when that lets her complete the action on her card.",
      "{player} spends 1 Rosette for 1 more movement point.", **M),
    R("npc.double", "Double Action", "Dutiful Rosana",
      "Two different workers each move up to 1 segment and act; both must be able to, else the Activity is invalid.",
      "{player} takes a Double Action: Worker {one} at {a}, then Worker {two} at {b}."),
    R("npc.reshuffle", "NPC reshuffle", "Shuffling", "After each Shift the NPC's whole deck is shuffled.",
      T("{player} shuffles its {n}.", n="card")),
    R("npc.priority_a", "Resources for orders", "Farming, Mining, Patrol and Shipping",
      "If an option gives resources for its Elven order or Today, the NPC takes the one giving most.",
      T("{player} takes the option with most for its orders ({n}).", n="resource")),
    R("npc.priority_b", "Fewest resources", "Farming, Mining, Patrol and Shipping",
      "Otherwise the NPC takes the option giving fewest resources.",
      T("{player} takes the option with fewest resources ({n}).", n="resource")),
    R("npc.distribute", "NPC distribution", "Farming, Mining, Patrol and Shipping",
      "Elven order first, then carts for Today; otherwise stash in the Mine Warehouse, the rest evenly in the carts.",
      "{player} sends it to {where}."),
    R("npc.no_supplement", "No supplement", "Farming, Mining, Patrol and Shipping",
      "The NPC adds nothing from its warehouse.", "{player} adds nothing more."),
    R("npc.board", "NPC boarding", "Boarding the Train",
      "The NPC boards the most advantageous cart and seat, and declines only in case b.", "{player} {choice}."),
    R("npc.deal", "NPC deals", "Dealing and Bartering with NPC Players",
      "An NPC accepts a deal in Any Resource and Rosettes only if it gains more than it gives and it fits; it "
      "declines any other.", "{player} {choice}: it would gain {gain} and give {give}."),
    R("npc.no_trade", "NPC never barters", "Simple Sergio", "Sergio and Rosana never trade in the Elevator Hall.",
      "{player} never trades at the Barter Bar."),
    R("npc.rosana_commissariat", "Rosana at the Commissariat", "Dutiful Rosana",
      "Rosana takes the leftmost card and keeps it by her board (2 VP at the end, no other effect).",
      "{player} keeps {card} by her board.", **M),
    R("npc.rosana_score", "Rosana's Commissariat cards", "Dutiful Rosana", "2 VP per Commissariat card at the end.",
      T("{player} scores {vp} VP for {n}.", n="Commissariat card"), **M),
    R("npc.rosana_elven", "Rosana's Elven order", "Dutiful Rosana", "Rosana keeps the first Elven card drawn.",
      "{player} keeps the first Elven card."),
    R("npc.rosana_fill", "Rosana fills her Elven order", "Dutiful Rosana",
      "Rosana puts as much as she can of her warehouse onto her Elven order (when she keeps it and after each of her "
      "cards).", "{player} fills her Elven order from her warehouse with all she can."),
    X("npc.commissariat", "NPC buys leftmost", "Dutiful Rosana", "Rosana buys the leftmost available card.",
      "{player} buys the leftmost card.", "Rosana's printed leftmost rule, applied to the first available slot"),
    X("npc.embassy", "NPC waits at the Embassy", "Common Rules for Both NPCs",
      "An NPC that reaches the Embassy takes a box.", "{player} takes an Embassy box.",
      "an NPC activity that can be done must be taken"),
    X("npc.penalty", "NPC and penalties", "Common Rules for Both NPCs",
      "An NPC pays 2 Rosettes when the loss is 2 VP or more, and takes a 1 VP loss.",
      "{player} decides on a loss of {n} VP by its rule: 2 Rosettes only for a loss of 2 VP or more.",
      "the players choose optimally for the NPC: 2 Rosettes are "
      "worth less than 1 VP at the end, so paying pays off for losses of 2 or more"),
    X("npc.overtime", "NPC overtime", "Shuffling", "An NPC works overtime when it has a Rosette (it plays 4 cards).",
      "{player} works overtime.", "the NPC rules speak of the NPC playing its 4 cards each Shift"),
    X("npc.tie", "NPC in a tie", "Common Rules for Both NPCs",
      "An NPC level with other players names itself to go first (with other NPCs level too, the first NPC named on "
      "the menu).", "{player} names who goes {place} by its rule: an NPC claims the earlier turn.",
      "the players choose optimally for the NPC: an earlier turn finds the action spaces free and the better boxes "
      "(Earlier is Best); among NPCs, the first option"),
    X("npc.first_option", "First option", "Common Rules for Both NPCs",
      "Where nothing else decides, the NPC takes the first option on offer.", "{player} takes the first option.",
      FIRST),
    # ---------------------------------------------------------------- storage
    R("storage.redistribute", "Redistribution", "Redistribution",
      "What lies in your own warehouse may move freely to any other storage fit for it; here, at the end of your "
      "turn, onto your own Elven order that still asks for it.",
      T("{player} moves {what} from the warehouse onto the Elven order for {order} ({left} still needed).",
        left="resource"), example={"what": "1 Gem", "order": "1 Gem + 2 Marble", "left": 2}),
    R("storage.stash", "Mine Warehouse", "Mine Warehouse", "Mine output may be stashed in the shared Mine Warehouse.",
      T("{player} stashes {what} in the Mine Warehouse ({room} left).", room="space")),
    R("storage.reconfigure", "Reconfigure the stock", "Reconfiguring the Stock",
      "Using the Mine Warehouse, resources may move between it and the carts.", "{player} moves {what} from {frm} to "
      "{to}."),
    R("storage.no_room", "No room, or none left", "Limited Resources",
      "What does not fit, or is no longer in the supply, is lost.",
      "{player} has no room for {what}: it stays in the supply."),
    R("storage.rosettes_out", "No Rosette left", "Rosettes",
      "There are 24 Rosettes and no more: one due while the stock is empty is not gained (components are limited, "
      "Rosettes as well as resources); players gaining at the same moment get equal shares of a short stock.",
      _rosettes_out, example={"rosettes": 2, "no_food": True}),
    R("trophy.gain", "Gain a Trophy", "Trophies",
      "Trophies come from actions; at most 6 on a board, 8 of each in the game.",
      T("{player} gains {n} (of {asked} due).", n="trophy"), **M),
    X("mining.refill", "Refill the Mining row", "Prepare the Organiser Board",
      "The mined card is discarded; the deck's top card takes its place.", "Mining slot {slot} is refilled.",
      "the rulebook shows two Mining cards at set-up but not how they are replaced", **M),
    X("cards.reshuffle", "Reshuffle a deck", "Prepare the Organiser Board", "Discarded Mining, Patrol and Patrol "
      "Resolution cards are reshuffled when their deck runs out.", T("{cards} reshuffled into a new deck.", cards="card"),  # noqa: E501
      "decks that run out are reshuffled, as the Work Order decks are", example={"cards": 5}),
    X("patrol.refill", "Refill the Patrol row", "Prepare the Organiser Board",
      "The chosen Patrol card is discarded; the deck's top card takes its place.", "Patrol slot {slot} is refilled.",
      "as for Mining", **M),
    X("patrol.resolution", "Patrol Resolution", "10. Patrol", "A Resolution card lays the paths and hazards.",
      "{player} draws Patrol Resolution card {card}.", "the rulebook describes the cards without printing them"),
    X("government.complete", "Today completed", "Government Order Cards",
      "The player in seat 1 of the cart completing Today earns a Community Trophy.",
      "{player} completes the Today order.", "community trophies need a source; completing the shared order is it"),
])
