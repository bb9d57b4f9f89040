"""The rule catalogue of The Mines of Zavandor, in our own words, cited by rulebook section."""

from mining_games.core import Rule, RuleBook
from mining_games.core.words import count, join_words, verb

from .data import HALLS
from .text import (
    DECK_WORD,
    GEM_WORD,
    ROW_PLACE,
    a_gem,
    cards,
    cost_text,
    decks_text,
    gems_text,
    item_name,
    names_text,
    owned_item,
    points,
)

B = "zavandor.txt, "
SETUP = B + "Setup"
INCOME = B + "Phase 1: Income"
SCROLLS = B + "Phase 1: Income (Spell scrolls)"
TRADE = B + "Phase 2: Trade"
AUCTION = B + "Phase 3: Auction"
UPGRADE = B + "Phase 4: Upgrade"
END = B + "End of the Game"
VARIANT = B + "Variant with Different Player Boards"
LAYOUT = B + "Examples and Explanations of the Card Layouts"


def _t(fn):
    """A rule text computed from the event's facts and the player names."""
    return lambda ev, names: fn(ev.facts, names[ev.player] if ev.player is not None else "The game", names)


def _draw(f, who, names):
    return f"{who} draws {cards(f['n'])} from the {DECK_WORD[f['deck']]} deck: {gems_text(f['gems'])}."


def _draw_public(f, who, names):
    return f"{who} draws {cards(f['n'])} from the {DECK_WORD[f['deck']]} MINECART deck."


def _sealed(f, who, names):
    if not f["cards"]:
        return f"{who} seals an empty bid."
    return f"{who} seals a bid of {gems_text(f['gems'])} ({cards(f['cards'])})."


def _family(f, who, names):
    extra = f" and {count(f['markers'], 'free Upgrade marker')}" if f["markers"] else ""
    return f"{who}'s Family clan at level {f['level']} yields {decks_text(f['cards'])}{extra}."


def _bids(f, who, names):
    return "Bids revealed: " + "; ".join(f"{names[p]} {gems_text(b)}" for p, b in f["bids"]) + "."


def _frozen(f, who, names):
    rows = [f"{names[p]} {gems_text(b)}" for p, b in f["frozen"]]
    return "Losing bids stay on the table until the end of the round: " + ("; ".join(rows) or "none") + "."


def _returned(f, who, names):
    rows = [f"{names[p]} {gems_text(b)}" for p, b in f["returned"]]
    return "Cards from losing bids go back to their owners' hands: " + ("; ".join(rows) or "none") + "."


def _shift(f, who, names):
    rows = []
    for row, gone, moved, entered in f["rows"]:
        parts = []
        if gone:
            parts.append(f"{item_name(gone)} leaves the game from the right-hand space")
        if moved:
            parts.append(f"{item_name(moved)} moves from the middle to the right-hand space")
        if entered:
            parts.append(f"{item_name(entered)} comes from the deck to the middle space")
        if parts:
            rows.append(f"{GEM_WORD[row]} row ({ROW_PLACE[row]}): {join_words(parts)}")
    if not rows:
        return "The auction board moves on: no improvement cards are left in any row."
    return "The auction board moves on. " + "; ".join(rows) + "."


def _king(f, who, names):
    hall = HALLS[f["to"]]
    return (f"{who} moves the King from the {HALLS[f['from']].name} to the {hall.name} "
            f"(King-slot upgrades now cost {cost_text(hall.cost)}).")


def _ranking(f, who, names):
    table = ", ".join(f"{names[p]} {points(s)}" for p, s, _ in f["ranking"])
    best = f["ranking"][0][1]
    tied = [(p, c) for p, s, c in f["ranking"] if s == best]
    winners = join_words([names[p] for p in f["winners"]])
    if len(tied) == 1:
        return f"Final result: {table}. {winners} wins with {points(best)}."
    held = join_words([f"{names[p]} {cards(c)}" for p, c in tied])
    if len(f["winners"]) == 1:
        return (f"Final result: {table}. {join_words([names[p] for p, _ in tied])} tie on {points(best)}; "
                f"the tie goes to the most gem cards left in hand ({held}): {winners} wins.")
    return (f"Final result: {table}. {join_words([names[p] for p, _ in tied])} tie on {points(best)} and on gem "
            f"cards left in hand ({held}): {winners} share the victory.")


def _side(counts):
    """One side of a trade offer, {gem: cards}, in words ("1 EMERALD and 2 RUBY")."""
    return join_words([f"{n} {g.upper()}" for g, n in counts.items() if n]) or "nothing"


def _king_cost(f, who, names):
    hall = HALLS[f["hall"]].name
    if not any(f["printed"]):
        return (f"The next slot of {owned_item(who, f['item'])} shows the King: in the {hall} it costs "
                f"{gems_text(f['cost'])}.")
    return (f"The next slot of {owned_item(who, f['item'])} shows the King and {gems_text(f['printed'])}: the "
            f"{hall} asks {gems_text(f['hall_gems'])} and the slot adds {gems_text(f['printed'])}, "
            f"{gems_text(f['cost'])} in all.")


def _items(f, who, names):
    full = names_text([f"{item_name(i)} ({points(v)})" for i, v in f["items"]])
    return f"{who}'s fully upgraded items score {points(f['points'])}: {full}."


def _unfinished(f, who, names):
    parts = names_text([f"{item_name(i)} ({m} of {count(n, 'slot')} filled, {points(v)} printed)"
                        for i, m, n, v in f["items"]])
    return f"{who}'s items that are not fully upgraded score nothing: {parts}."


def _search(f, who, names):
    gem, deck, others = GEM_WORD[f["gem"]], DECK_WORD[f["deck"]], f["others"]
    text = (f"No {gem} lies in any discard pile: {who} turns over {count(f['turned'], deck + ' card')} and keeps "
            f"the {gem}; ")
    if not any(others):
        return text + "nothing else was turned over."
    kinds = [n for n in others if n]
    gone = join_words([f"{n} {GEM_WORD[g]}" for g, n in enumerate(others) if n])
    return text + f"{gone} {verb(kinds[0] if len(kinds) == 1 else 2, 'go')} onto the {deck} discard pile."


def _negative(f, who, names):
    parts = names_text([f"{item_name(i)} ({points(v)}, {'fully upgraded' if full else 'not fully upgraded'})"
                        for i, v, full in f["items"]])
    return (f"{who} loses {points(f['points'])} for {parts}: printed negative points are subtracted whether "
            "or not the card is fully upgraded.")


RULES = RuleBook("zavandor", [
    # ---------------------------------------------------------------- setup
    Rule("zavandor.setup.board", "Player board", "Each player takes a player board, the mine gallery; the base "
         "game uses the front side.", SETUP, text=_t(lambda f, who, n: f"{who} takes a player board ({f['board']}).")),
    Rule("zavandor.setup.reverse_boards", "Reverse-side boards", "In the variant the players use the shield sides "
         "of the boards, dealt at random; their Family clans differ and two have no Packdragon.", VARIANT,
         source="variant",
         text=_t(lambda f, who, n: f"The shield-side player boards are shuffled and dealt "
                 f"({count(f['cards'], 'board')}).")),
    Rule("zavandor.setup.family_cube", "Family clan starts at level 1", "An Upgrade cube marks the Family clan's "
         "first level: 2 WOODEN cards a round.", SETUP, mints=True,
         text="{player} puts an Upgrade cube on the Family clan's first level."),
    Rule("zavandor.setup.start_scroll", "Starting Spell scroll", "Each player places a Starting Spell scroll in "
         "the gallery with a cube on its top slot; spare starting scrolls are put away.", SETUP, mints=True,
         text="{player} places a Starting Spell scroll in the mine gallery, already at level 1."),
    Rule("zavandor.setup.remove_improvements", "Improvements by player count", "With 3 players the RUBY-row "
         "improvements are removed; with 2 players the RUBY and DIAMOND ones.", SETUP,
         text=_t(lambda f, who, n: f"With {count(f['players'], 'player')} the "
                 f"{' and '.join(GEM_WORD[r] for r in f['rows'])} improvement cards leave the game "
                 f"({cards(f['cards'])}).")),
    Rule("zavandor.setup.improvement_shuffle", "Improvement decks", "Each row's pale and dark improvement cards are "
         "shuffled separately; the dark ones go underneath, and the deck lies face up for all to read.", SETUP,
         text=_t(lambda f, who, n: f"The {f['shade']} {GEM_WORD[f['row']]} improvement cards are shuffled "
                 f"({cards(f['cards'])}).")),
    Rule("zavandor.setup.auction_board", "Auction board", "In each row the top improvement goes to the right-hand "
         "space, the next to the middle, the rest stay on the left.", SETUP,
         text=_t(lambda f, who, n: f"{GEM_WORD[f['row']]} row: "
                 f"{item_name(f['right']) if f['right'] else 'nothing'} on the right, "
                 f"{item_name(f['middle']) if f['middle'] else 'nothing'} in the middle, {f['left']} in the deck.")),
    Rule("zavandor.setup.gem_decks", "Gem decks", "The gem cards form four decks by their backs, each rich in one "
         "gem: WOODEN sapphires, COPPER emeralds, IRON diamonds, BRONZE rubies.", SETUP, mints=True,
         text=_t(lambda f, who, n: f"The {DECK_WORD[f['deck']]} deck holds {gems_text(f['gems'])}.")),
    Rule("zavandor.setup.gem_shuffle", "Shuffle the gem decks", "Each gem deck is shuffled and placed face down.",
         SETUP, text=_t(lambda f, who, n: f"The {DECK_WORD[f['deck']]} deck is shuffled ({cards(f['cards'])}).")),
    Rule("zavandor.setup.starting_player", "Starting player", "The smallest player starts; here, the first player "
         "listed.", SETUP, text="{player} takes the starting player piece."),
    Rule("zavandor.setup.starting_hands", "Starting hands", "The starting player and the next player to the left "
         "get 6 WOODEN cards, everyone else 7, to offset the first players' advantage.", SETUP,
         text=_t(lambda f, who, n: f"{who} is dealt a starting hand of {count(f['n'], 'WOODEN card')}.")),
    Rule("zavandor.setup.king", "The King in the Great Hall", "The King piece starts in the Great Hall.", SETUP,
         text="The King waits in the Great Hall."),
    # ---------------------------------------------------------------- gem cards
    Rule("zavandor.cards.draw", "Draw gem cards", "Cards are drawn from the top of a face-down gem deck into the "
         "hand; only their owner sees which gems came.", INCOME, text=_t(_draw), public_text=_t(_draw_public)),
    Rule("zavandor.cards.reshuffle", "Reshuffle a deck", "When a deck's last card is drawn, its discard pile is "
         "shuffled into a new deck.", SCROLLS,
         text=_t(lambda f, who, n: f"The {DECK_WORD[f['deck']]} deck is empty: its discard pile ({cards(f['cards'])}) "
                 "is shuffled into a new deck.")),
    Rule("zavandor.cards.fallback_lower", "Next lower deck", "If a deck and its discard pile are both empty, draw "
         "from the next lower deck instead (BRONZE to IRON to COPPER to WOODEN).", SCROLLS,
         text=_t(lambda f, who, n: f"No {DECK_WORD[f['wanted']]} cards are left: {who} draws from the "
                 f"{DECK_WORD[f['used']]} deck instead."), example={"wanted": 3, "used": 2}),
    Rule("zavandor.cards.fallback_higher", "Next higher deck", "If no WOODEN cards are left, draw from the next "
         "higher deck that still has cards.", SCROLLS,
         text=_t(lambda f, who, n: f"No {DECK_WORD[f['wanted']]} or lower cards are left: {who} draws from the "
                 f"{DECK_WORD[f['used']]} deck, the next higher one."), example={"wanted": 0, "used": 1}),
    Rule("zavandor.cards.exhausted", "Every deck empty", "If every deck and discard pile is empty, the missing "
         "cards are simply not drawn.", SCROLLS, source="reconstructed",
         rationale="the rulebook does not cover all 156 cards being in hands or bids; nothing can be drawn",
         text=_t(lambda f, who, n: f"Every gem deck and discard pile is empty: {who} draws "
                 f"{cards(f['missing'])} fewer."), example={"missing": 2}),
    # ---------------------------------------------------------------- phase 1: income
    Rule("zavandor.income.family", "Family clan income", "The Family clan yields by level: 2 WOODEN at level 1, "
         "3 at levels 2-5, 2 WOODEN and a free Upgrade marker at 6-8.", INCOME, text=_t(_family)),
    Rule("zavandor.income.clans", "Dwarven clan income", "Each Dwarven clan yields cards from its own deck; more "
         "after it is upgraded.", INCOME,
         text=_t(lambda f, who, n: f"{who}'s Dwarven clans yield {decks_text(f['cards'])}.")),
    Rule("zavandor.income.altar", "Altar", "A fully upgraded Altar yields one free Upgrade marker each Income "
         "phase.", LAYOUT, source="reconstructed",
         rationale="the rulebook says a full Altar has an effect but does not print it",
         text=_t(lambda f, who, n: f"{owned_item(who, f['item'])}, fully upgraded, yields 1 free Upgrade marker."),
         example={"item": "E04"}),
    Rule("zavandor.income.limit", "Income limit", "Family and Dwarven clans together give at most 6 cards a round; "
         "a player with more chooses which to forgo, before drawing.", INCOME,
         text=_t(lambda f, who, n: f"{who} may take only {cards(f['limit'])} and forgoes one "
                 f"{DECK_WORD[f['deck']]} card ({f['left']} still to give up).")),
    Rule("zavandor.income.no_limit", "Packdragon lifts the limit", "A fully upgraded Packdragon removes the income "
         "limit.", INCOME,
         text=_t(lambda f, who, n: f"{who}'s fully upgraded Packdragon lifts the income limit: "
                 f"all {cards(f['total'])}."), example={"total": 8}),
    Rule("zavandor.income.free_marker", "Free Upgrade marker", "Upgrade markers earned as income are placed at "
         "once, free of charge; a clan or Packdragon yields more only from the next round.", INCOME, mints=True,
         text=_t(lambda f, who, n: f"{who} places a free Upgrade marker on {item_name(f['item'])} "
                 f"({f['markers']}/{f['slots']})."), example={"item": "family", "markers": 2, "slots": 4}),
    Rule("zavandor.income.double_marker", "Two markers on one item", "With two free markers a player may upgrade "
         "the same item twice, which only this step allows.", INCOME,
         text=_t(lambda f, who, n: f"{who} puts a second free marker on {item_name(f['item'])} in the same step."),
         example={"item": "dragon"}),
    Rule("zavandor.income.marker_lost", "Unplaced markers are lost", "Free Upgrade markers that are not placed at "
         "once are forfeited.", INCOME,
         text=_t(lambda f, who, n: f"{who} leaves {count(f['n'], 'free Upgrade marker')} unplaced: "
                 f"{'it is' if f['n'] == 1 else 'they are'} lost."), example={"n": 2}),
    Rule("zavandor.income.scroll", "Spell scroll", "After everyone's income, in player order, a spell scroll may "
         "be read once for one of the yields of its level, outside the limit; then it leaves the game.", SCROLLS,
         mints=True,
         text=_t(lambda f, who, n: f"{who} reads {item_name(f['item'])} at level {f['level']}: "
                 f"{count(f['count'], DECK_WORD[f['deck']] + ' card')}; the scroll leaves the game.")),
    Rule("zavandor.income.hoard", "Galgad's Dragon Hoard", "The Dragon Hoard gives a one-off yield, once in the "
         "game, outside the limit; it stays in the gallery.", LAYOUT,
         text=_t(lambda f, who, n: f"{who} opens Galgad's Dragon Hoard at level {f['level']}: "
                 f"{count(f['count'], DECK_WORD[f['deck']] + ' card')}, once in the game."),
         example={"item": "D07", "level": 2, "deck": 3, "count": 4}),
    Rule("zavandor.income.keep_scrolls", "Keep scrolls", "A player need not read a spell scroll this round.",
         SCROLLS, text="{player} keeps the spell scrolls for a later round."),
    # ---------------------------------------------------------------- phase 2: trade
    Rule("zavandor.trade.order", "Trading in turn", "We run the simultaneous trade phase in player order: each "
         "player trades until done, then the next.", TRADE, source="reconstructed",
         rationale="a program needs an order for simultaneous trades; player order is the rulebook's default",
         text="Trade phase: players trade in turn, starting with {player}."),
    Rule("zavandor.trade.bank", "Trade with the bank", "Any two cards from hand buy one gem card of the player's "
         "choice from a discard pile.", TRADE,
         text=_t(lambda f, who, n: f"{who} trades {cards(f['rate'])} for one with the bank.")),
    Rule("zavandor.trade.bank_pay", "Pay the bank", "Each card paid to the bank goes to its deck's discard pile.",
         TRADE, text=_t(lambda f, who, n: f"{who} pays one {GEM_WORD[f['gem']]} onto the {DECK_WORD[f['deck']]} "
                         "discard pile.")),
    Rule("zavandor.trade.bank_take", "Take from a discard pile", "The bought card is taken from any discard pile "
         "that shows that gem.", TRADE,
         text=_t(lambda f, who, n: f"{who} takes {a_gem(f['gem'])} from the {DECK_WORD[f['deck']]} "
                 "discard pile.")),
    Rule("zavandor.trade.bank_search", "Search a deck", "A gem in no discard pile is searched for in its home deck "
         "(SAPPHIRE: WOODEN, EMERALD: COPPER, DIAMOND: IRON, RUBY: BRONZE); cards turned over are discarded.", TRADE,
         text=_t(_search)),
    Rule("zavandor.trade.offer", "Propose a trade", "Players may swap gem cards (never improvements or points); a "
         "player may start a limited number of offers per Trade phase.", TRADE,
         text=_t(lambda f, who, n: f"{who} starts an offer to {n[f['partner']]} "
                 f"({count(f['left'], 'more offer')} allowed this phase).")),
    Rule("zavandor.trade.offer_card", "Build the offer", "The offer is built one card at a time: cards to give "
         "and cards asked for.", TRADE,
         text=_t(lambda f, who, n: f"{who}'s offer to {f['to']} now gives {_side(f['give'])} and asks for "
                 f"{_side(f['get'])}.")),
    Rule("zavandor.trade.send", "Make the offer", "The finished offer is put to the other player.", TRADE,
         text="{player} offers {to} {give} in exchange for {get}."),
    Rule("zavandor.trade.accept", "Accept an offer", "The other player may accept if they hold the cards asked "
         "for; the cards change hands.", TRADE,
         text="{player} accepts {frm}'s offer: gives {get} and receives {give}."),
    Rule("zavandor.trade.decline", "Decline an offer", "The other player may refuse.", TRADE,
         text="{player} declines {frm}'s offer."),
    Rule("zavandor.trade.withdraw", "Withdraw an offer", "A player may drop an offer before making it.", TRADE,
         text="{player} withdraws the offer to {to}."),
    Rule("zavandor.trade.offer_limit", "Offers per phase", "Each player may start at most a set number of offers "
         "(3 by default) in one Trade phase.", TRADE, source="reconstructed",
         rationale="the rulebook sets no limit; a bound keeps every game finite with computer players",
         text=_t(lambda f, who, n: f"{who} has used all {count(f['limit'], 'trade offer')} of this phase.")),
    Rule("zavandor.trade.done", "Finish trading", "A player ends their trading for this phase.", TRADE,
         text="{player} has finished trading."),
    # ---------------------------------------------------------------- phase 3: auction
    Rule("zavandor.auction.bid", "Sealed bid", "Every player secretly chooses gem cards from hand and puts them "
         "face down on the table; only the bidder knows them until the reveal.", AUCTION, text=_t(_sealed),
         public_text="{player} has sealed a bid."),
    Rule("zavandor.auction.reveal", "Reveal the bids", "All bids are shown at once, sorted by gem.", AUCTION,
         text=_t(_bids)),
    Rule("zavandor.auction.winner", "Win a row", "Rows are decided RUBY, DIAMOND, EMERALD, SAPPHIRE; the most cards "
         "of the row's gem wins.", AUCTION,
         text=_t(lambda f, who, n: f"{who} wins the {GEM_WORD[f['row']]} auction with {cards(f['count'])}.")),
    Rule("zavandor.auction.tie", "Ties", "Equal bids go to the player earlier in player order (from the starting "
         "player).", AUCTION,
         text=_t(lambda f, who, n: f"{GEM_WORD[f['row']]}: {', '.join(n[p] for p in f['tied'])} tie with "
                 f"{f['count']}; {who} comes first in player order.")),
    Rule("zavandor.auction.no_winner", "No winner", "A row where nobody bid its gem has no winner.", AUCTION,
         text=_t(lambda f, who, n: f"Nobody bid any {GEM_WORD[f['row']]}: that row has no winner.")),
    Rule("zavandor.auction.pay", "The winner pays", "The winner's cards of that gem go to the discard piles.",
         AUCTION, text=_t(lambda f, who, n: f"{who} pays the winning bid: "
                          f"{count(f['count'], GEM_WORD[f['row']] + ' card')} to the discard piles.")),
    Rule("zavandor.auction.point", "Small win", "A winning bid of 1 or 2 cards scores 1 victory point.", AUCTION,
         mints=True, text=_t(lambda f, who, n: f"{who} won with only {f['count']} {GEM_WORD[f['row']]}: 1 victory "
                             "point.")),
    Rule("zavandor.auction.improvement", "Take the improvement", "A winning bid of 3 or more cards may take the "
         "improvement in the row's right-hand column; it enters the gallery with no markers.", AUCTION,
         text=_t(lambda f, who, n: f"{who} takes {item_name(f['item'])} from the {GEM_WORD[f['row']]} row into "
                 "the mine gallery.")),
    Rule("zavandor.auction.point_instead", "Point instead", "A winner of 3 or more cards may take 1 victory point "
         "instead of the improvement.", AUCTION, mints=True,
         text=_t(lambda f, who, n: f"{who} takes 1 victory point instead of {item_name(f['item'])}.")),
    Rule("zavandor.auction.no_card", "No improvement on offer", "With 2 or 3 players the RUBY (and with 2 the "
         "DIAMOND) row has no improvements; a winner there, or in a row whose cards ran out, scores 1 point.",
         AUCTION, mints=True,
         text=_t(lambda f, who, n: f"No improvement is on offer in the {GEM_WORD[f['row']]} row: {who} scores "
                 "1 victory point.")),
    Rule("zavandor.auction.bonus", "Big bid bonus", "A winning bid of 6 RUBY, 7 DIAMOND, 8 EMERALD or 9 SAPPHIRE "
         "or more earns 4 more victory points.", AUCTION, mints=True,
         text=_t(lambda f, who, n: f"{who} bid {f['count']} {GEM_WORD[f['row']]} (at least {f['at']}): "
                 f"a bonus of {count(f['vp'], 'victory point')}."), example={"row": 3, "count": 6, "at": 6, "vp": 4}),
    Rule("zavandor.auction.gallery_full", "Gallery full", "A player with no free gallery space may discard an "
         "improvement, with its markers, to make room; the Dragon Hoard cannot be discarded.", AUCTION, mints=True,
         text=_t(lambda f, who, n: f"{who}'s gallery is full: {item_name(f['item'])} is discarded with "
                 f"{count(f['markers'], 'marker')}."), example={"item": "E04", "markers": 2}),
    Rule("zavandor.auction.king", "Move the King", "The SAPPHIRE winner moves the King one hall along the path to "
         "the Coronation Chamber, choosing the branch at a fork.", AUCTION, text=_t(_king)),
    Rule("zavandor.auction.king_by_start", "No SAPPHIRE winner", "If nobody won the SAPPHIRE auction, the starting "
         "player moves the King.", AUCTION,
         text="Nobody won the SAPPHIRE auction, so the starting player, {player}, moves the King."),
    Rule("zavandor.auction.frozen", "Losing bids wait", "Losing bids stay on the table: they cannot pay for "
         "upgrades and return to hand at the end of the round.", AUCTION, text=_t(_frozen)),
    Rule("zavandor.auction.shift", "The board moves on", "Unbought right-hand improvements leave the game, middle "
         "cards move right and each deck's top card fills the middle.", AUCTION, text=_t(_shift)),
    # ---------------------------------------------------------------- phase 4: upgrade
    Rule("zavandor.upgrade.pay", "Upgrade an item", "Pay the next slot's cost from hand (top to bottom, never "
         "skipping), take an Upgrade marker and place it; each item rises at most one level a phase.", UPGRADE,
         mints=True,
         text=_t(lambda f, who, n: f"{who} pays {gems_text(f['paid'])} and upgrades {item_name(f['item'])} "
                 f"({f['markers']}/{f['slots']}).")),
    Rule("zavandor.upgrade.king_cost", "King-symbol cost", "A slot showing the King costs what the King's current "
         "hall shows (plus any gems printed beside it).", UPGRADE,
         text=_t(_king_cost)),
    Rule("zavandor.upgrade.wild", "Sapphire Fox Shrine", "Once the Sapphire Fox Shrine is fully upgraded, a "
         "SAPPHIRE may stand in for any gem of an upgrade cost.", UPGRADE,
         text="{player}'s Sapphire Fox Shrine lets {n} SAPPHIRE stand in for other gems."),
    Rule("zavandor.upgrade.full", "Fully upgraded", "An item whose slots are all filled is fully upgraded: its "
         "points count at the end and its ability works from now on.", LAYOUT,
         text=_t(lambda f, who, n: f"{owned_item(who, f['item'])} is now fully upgraded: "
                 f"{points(f['vp'])} at the end.")),
    Rule("zavandor.upgrade.done", "Finish upgrading", "A player ends their upgrades for this phase.", UPGRADE,
         text="{player} has finished upgrading."),
    Rule("zavandor.upgrade.none", "Nothing to upgrade", "A player who can pay for no upgrade passes at once.",
         UPGRADE, text="{player} cannot pay for any upgrade this phase."),
    Rule("zavandor.upgrade.return_bids", "Losing bids return", "After the Upgrade phase the cards of losing bids "
         "go back to hand.", UPGRADE, text=_t(_returned)),
    Rule("zavandor.round.start_player", "Next starting player", "While the King is short of the Coronation "
         "Chamber, the starting player piece passes left and a new round begins.", UPGRADE,
         text="The starting player piece passes to {player}; round {round} begins."),
    # ---------------------------------------------------------------- end
    Rule("zavandor.end.last_round", "The King is crowned", "When the King reaches the Coronation Chamber the game "
         "ends after that round's Upgrade phase.", END,
         text="The King has reached the Coronation Chamber: the game ends after this Upgrade phase."),
    Rule("zavandor.end.buy_vp", "Gems for points", "At the end each 3 gem cards from hand (returned bids "
         "included) buy 1 victory point.", END, mints=True,
         text=_t(lambda f, who, n: f"{who} turns {count(f['cards'], 'gem card')} into "
                 f"{count(f['vp'], 'victory point')} and keeps {f['left']}.")),
    Rule("zavandor.end.items", "Fully upgraded items", "Fully upgraded improvements, Family clan and Packdragon "
         "add their points.", END, text=_t(_items)),
    Rule("zavandor.end.unfinished", "Unfinished items", "Items that are not fully upgraded are worth 0 points, "
         "whatever points they print.", END, text=_t(_unfinished)),
    Rule("zavandor.end.negative", "Negative points", "Cards with negative points subtract them from the total, "
         "whether fully upgraded or not (we read the card layout's note on negative points as an exception to "
         "the End of the Game's 0 points for unfinished items).", LAYOUT, text=_t(_negative)),
    Rule("zavandor.end.foreman", "Przemek the Foreman", "A fully upgraded Przemek scores 4 points for 3 fully "
         "upgraded Dwarven clans, 7 for 4 or more.", LAYOUT,
         text=_t(lambda f, who, n: f"Przemek the Foreman scores {points(f['points'])} for {who}'s "
                 f"{count(f['clans'], 'fully upgraded clan')}."), example={"points": 4, "clans": 3}),
    # ---------------------------------------------------------------- teaching
    Rule("zavandor.scenario.arrange", "Arranged position", "A test or lesson sets cards, markers, improvements "
         "or the King by hand to replay a worked example of the rulebook; not part of play.", LAYOUT,
         source="variant", mints=True, text="Arranged by hand: {what}.",
         public_text=_t(lambda f, who, n: f"Arranged by hand: {f.get('public', f['what'])}.")),
    Rule("zavandor.end.result", "Winner", "Most points wins; a tie goes to the most gem cards left after buying "
         "points; then the victory is shared.", END, text=_t(_ranking)),
])
