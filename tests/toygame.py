"""Toy Mine: a small test-only game that uses every kernel feature, written as a game should be.

Rules (our own test rules): a start player is chosen by a dice contest. Each round, every seat in
turn, clockwise from the start player, moves its worker one or two spaces round a rondel of four
spaces and takes that space's action:

- Dig: roll a die, take that much gold from the bank. Any other player holding a Cave-in card may
  play it now, off turn (one card per dig): the dig yields half, rounded down.
- Market: sell one gold to the bank for two coins, offer a trade to another player (gold, coins
  and cards, several kinds on each side, answered off turn), or leave.
- Forge: pay two gold to the bank for one point, or leave.
- Rest: draw a Cave-in card (the deck reshuffles its discards when it runs out).

Then everyone bids gold at once in a sealed auction for one point: highest bid wins and pays it;
ties go to the seat nearest the start player. After the last round the most points win.

Old Pete is a rule-driven seat (``npcs=["pete"]``): he always moves one space, sells at the market,
forges when he can, bids one gold when he has any and plays a Cave-in whenever he may.
"""

from dataclasses import dataclass

from mining_games.core import (
    Game,
    Options,
    Rule,
    RuleBook,
    Stage,
    TradeOffers,
    TradeRules,
    action_class,
    count,
    option,
    verb,
)

CITE = "toy rules (tests/toygame.py)"
RONDEL = ("Dig", "Market", "Forge", "Rest")


def _r(rid, title, text, **kw):
    return Rule(f"toy.{rid}", title, f"{title} (toy rule).", CITE, text=text, **kw)


RULES = RuleBook("toy", [
    _r("setup.stake", "Starting stake",
       lambda e, names: f"{names[e.player]} receives {count(e.facts['coins'], 'coin')}.", mints=True),
    _r("setup.cards", "Cave-in deck", lambda e, names: f"The Cave-in deck holds {count(e.facts['n'], 'card')}.",
       mints=True),
    _r("setup.shuffle", "Shuffle", "The Cave-in deck is shuffled."),
    _r("setup.start", "Start player", lambda e, names: "Start-player contest: " + ", ".join(
        f"{n} rolls {r}" for n, r in e.facts["rolls"].items()) + ("; a tie, so they roll again" if e.facts["tied"]
                                                                   else f": {names[e.player]} starts")),
    _r("work.move", "Move", "{player} moves to {space}."),
    _r("work.roll", "Roll for the dig", "{player} digs and rolls {roll}."),
    _r("work.dig", "Dig", "{player} takes {gold} from the dig.", mints=True),
    _r("work.mood", "Mood", "The mood rises to {mood}."),
    _r("work.market", "Market", "{player} sells 1 gold for 2 coins.", mints=True),
    _r("work.leave", "Leave", "{player} leaves the {space} without doing anything."),
    _r("work.forge", "Forge", "{player} forges 2 gold into 1 point.", mints=True),
    _r("work.rest", "Rest", "{player} rests and draws a Cave-in card."),
    _r("cards.reshuffle", "Reshuffle",
       lambda e, names: (f"The {count(e.facts['cards'], 'discarded Cave-in card')} {verb(e.facts['cards'], 'are')} "
                         f"shuffled into a new deck."), example={"cards": 2}),
    _r("cards.cave_in", "Cave-in", "{player} plays Cave-in: the dig yields {gold} instead of {was}."),
    _r("cards.keep", "Keep the card", "{player} lets the dig go by."),
    _r("trade.draft", "Draft an offer", "{player} drafts an offer to {to}: {give} for {get}."),
    _r("trade.send", "Offer", "{player} offers {to} {give} for {get}."),
    _r("trade.accept", "Accept", "{player} accepts {frm}'s offer: {give} for {get}."),
    _r("trade.decline", "Decline", "{player} declines {frm}'s offer."),
    _r("trade.withdraw", "Withdraw", "{player} withdraws the offer to {to}."),
    _r("auction.bid", "Sealed bid", "{player} places a sealed bid."),
    _r("auction.reveal", "Reveal", lambda e, names: "Bids revealed: " + ", ".join(
        f"{n} {count(b, 'gold')}" for n, b in e.facts["choices"].items()) + "."),
    _r("auction.win", "Win the auction", "{player} wins with {bid} and scores 1 point.", mints=True),
    _r("auction.none", "No bids", "Nobody bid any gold: no point this round."),
    _r("pete.move", "Pete moves one space", "Old Pete always moves one space."),
    _r("pete.market", "Pete sells", "Old Pete sells gold at the market whenever he has some, else leaves."),
    _r("pete.forge", "Pete forges", "Old Pete forges whenever he can pay."),
    _r("pete.bid", "Pete bids", "Old Pete bids 1 gold when he has any."),
    _r("pete.cave_in", "Pete plays Cave-in", "Old Pete plays a Cave-in card whenever he may."),
    _r("end.rounds", "End", "The game ends after round {round}."),
])

ONE = {"gold": "gold", "coins": "coin", "vp": "point", "cards": "Cave-in card"}   # one unit of each item, in words

ToyAction = action_class({
    "offer_give": lambda a: f"Offer 1 more {ONE[a.args[0]]}",
    "offer_ask": lambda a: f"Ask for 1 more {ONE[a.args[0]]}",
    "move": lambda a: f"Move {count(a.args[0], 'space')}", "sell": "Sell 1 gold for 2 coins",
    "offer": "Offer a trade to {1}",
    "leave": "Leave", "forge": "Forge 2 gold into 1 point", "cave_in": "Play Cave-in",
    "bid": lambda a: f"Bid {count(a.args[0], 'gold')}",
}, "ToyAction")


@dataclass(frozen=True)
class ToyOptions(Options):
    rounds: int = option(3, help="Rounds to play", min=1, max=20)
    coins: int = option(4, help="Starting coins", min=0, max=10, source="variant")


class OldPete:
    """Old Pete's policy: each choice by a rule of his own, fired as an event."""

    title = "Old Pete"

    @staticmethod
    def choose(game, p, menu):
        kinds = {a.kind: a for a in menu}
        stage = game.stage
        if stage == "move":
            return menu[0], "toy.pete.move", {}
        if stage == "market":
            return kinds.get("sell", kinds["leave"]), "toy.pete.market", {}
        if stage == "forge":
            return kinds.get("forge", kinds["leave"]), "toy.pete.forge", {}
        if stage == "bid":
            return menu[min(1, len(menu) - 1)], "toy.pete.bid", {}
        return kinds.get("cave_in", menu[-1]), "toy.pete.cave_in", {}


class ToyGame(TradeOffers, Game):
    """Toy Mine for 2-4 seats (see the module docstring)."""

    name = "toy"
    title = "Toy Mine"
    Options = ToyOptions
    RULES = RULES
    Action = ToyAction
    min_players = 2
    max_players = 4
    UNBOUNDED = frozenset({"bank"})
    ITEMS = ("gold", "coins", "vp", "cards")
    TRACKS = ("mood",)
    NPCS = {"pete": OldPete}
    max_decisions = 2000
    min_rule_coverage = 0.8   # random offers are mostly withdrawn; tests/test_flow.py covers trades
    TRADE = TradeRules("toy.trade.draft", "toy.trade.send", "toy.trade.accept", "toy.trade.decline",
                       "toy.trade.withdraw")

    PHASES = ("Work", "Auction")
    STAGES = {
        "move": Stage("Work", "toy.work.move", "Move your worker one or two spaces round the rondel"),
        "market": Stage("Work", "toy.work.market", "Sell gold, offer a trade or leave the market"),
        "forge": Stage("Work", "toy.work.forge", "Forge 2 gold into a point, or leave"),
        "offer_draft": Stage("Work", "toy.trade.send", "Build your offer, then send or withdraw it"),
        "offer_reply": Stage("Work", "toy.trade.accept", "Accept or decline the offer"),
        "cave_in": Stage("Work", "toy.cards.cave_in", "Play Cave-in on this dig?", window=True,
                         passing="toy.cards.keep"),
        "bid": Stage("Auction", "toy.auction.bid", "Bid gold in secret for 1 point"),
    }

    # ------------------------------------------------------------------ set-up and the round

    def setup(self):
        for p in range(len(self.players)):
            self.fire("toy.setup.stake", p, coins=self.options.coins)
            self.transfer("coins", self.options.coins, "bank", self.account(p))
        self.fire("toy.setup.cards", n=6)
        self.new_deck("caveins", ["cave-in"] * 6, "cards", "bank", shuffle_rule="toy.setup.shuffle",
                      reshuffle_rule="toy.cards.reshuffle")
        self.fire("toy.work.mood", mood=0)
        self.move_track("mood", 0)
        self.worker = [RONDEL.index("Rest")] * len(self.players)   # every worker starts at Rest
        self.dig = None          # the dig being answered in the Cave-in window: {"player", "gold"}
        self.offer = None        # the trade offer being built or answered (kernel TradeOffers)
        self.start = self.contest("toy.setup.start", range(len(self.players)))
        self.then("round")

    def next_step(self):
        self.then("round")

    def _step_round(self):
        self.enter_phase("Work")
        for p in self.clockwise(self.start):
            self.then("turn", p)
        self.then("auction")

    def _step_turn(self, p):
        self.ask(p, "move")

    # ------------------------------------------------------------------ the rondel

    def _menu_move(self, p):
        return [self.Action(p, "move", (1,)), self.Action(p, "move", (2,))]

    def _do_move(self, a):
        p = a.player
        self.worker[p] = (self.worker[p] + a.args[0]) % len(RONDEL)
        space = RONDEL[self.worker[p]]
        self.fire("toy.work.move", p, space=space)
        getattr(self, "_space_" + space.lower())(p)

    def _space_dig(self, p):
        n = self.roll("toy.work.roll", 6, p)
        self.dig = {"player": p, "gold": n}
        self.first("dig_paid")
        self.open_window("cave_in", [q for q in self.clockwise(p) if q != p])

    def _menu_cave_in(self, q):
        return [self.Action(q, "cave_in")] if self.held(self.account(q), "cards") else []

    def _do_cave_in(self, a):
        was = self.dig["gold"]
        self.dig["gold"] = was // 2
        self.fire("toy.cards.cave_in", a.player, gold=self.dig["gold"], was=was)
        self.discard_cards("caveins", ["cave-in"], self.account(a.player))
        self.close_window("cave_in")

    def _step_dig_paid(self):
        d, self.dig = self.dig, None
        self.fire("toy.work.dig", d["player"], gold=count(d["gold"], "gold"))
        self.transfer("gold", d["gold"], "bank", self.account(d["player"]))
        mood = self.tracks["mood"] + 1
        self.fire("toy.work.mood", mood=mood)
        self.move_track("mood", mood)

    def _space_market(self, p):
        self.ask(p, "market")

    def _menu_market(self, p):
        A = self.Action
        menu = [A(p, "sell")] if self.held(self.account(p), "gold") else []
        menu += [A(p, "offer", (q, self.players[q])) for q in range(len(self.players))
                 if q != p and q not in self.npcs]
        return menu + [A(p, "leave")]

    def _do_sell(self, a):
        self.fire("toy.work.market", a.player)
        self.transfer("gold", 1, self.account(a.player), "bank")
        self.transfer("coins", 2, "bank", self.account(a.player))

    def _do_offer(self, a):
        self.start_offer(a.player, a.args[0])

    def _do_leave(self, a):
        self.fire("toy.work.leave", a.player, space=RONDEL[self.worker[a.player]])

    def trade_items(self, p):
        return ("gold", "coins", "cards")

    def item_word(self, item, n):
        return count(n, {"cards": "Cave-in card", "coins": "coin"}.get(item, item))

    def _trade_done(self):
        pass   # the turn is over; the agenda carries on

    def _space_forge(self, p):
        self.ask(p, "forge")

    def _menu_forge(self, p):
        A = self.Action
        return ([A(p, "forge")] if self.held(self.account(p), "gold") >= 2 else []) + [A(p, "leave")]

    def _do_forge(self, a):
        self.fire("toy.work.forge", a.player)
        self.transfer("gold", 2, self.account(a.player), "bank")
        self.transfer("vp", 1, "bank", self.account(a.player))

    def _space_rest(self, p):
        self.fire("toy.work.rest", p)
        self.draw_cards("caveins", 1, self.account(p))

    # ------------------------------------------------------------------ the sealed auction

    def _step_auction(self):
        self.ask(tuple(range(len(self.players))), "bid")

    def _menu_bid(self, p):
        return [self.Action(p, "bid", (b,)) for b in range(min(self.held(self.account(p), "gold"), 3) + 1)]

    def _do_bid(self, a):
        self.seal("toy.auction.bid", a.player, a.args[0])
        if not self.to_act:
            self.then("reveal")

    def redeal_unseen(self, seat, rng):
        """``determinize``: a bid ``seat`` has not seen is any bid that bidder could make, drawn at random."""
        for q in sorted(self.sealed):
            if q != seat:
                self.sealed[q] = rng.randint(0, min(self.held(self.account(q), "gold"), 3))

    def _step_reveal(self):
        bids = self.reveal("toy.auction.reveal")
        best = max(bids.values())
        if best:
            order = self.clockwise(self.start)
            w = min((p for p, b in bids.items() if b == best), key=order.index)
            self.fire("toy.auction.win", w, bid=count(best, "gold"))
            self.transfer("gold", best, self.account(w), "bank")
            self.transfer("vp", 1, "bank", self.account(w))
        else:
            self.fire("toy.auction.none")
        if self.round >= self.options.rounds:
            self.end_game("toy.end.rounds", round=self.round)
        else:
            self.end_round()

    # ------------------------------------------------------------------ refusals, standings, views

    def _why_forge(self, a):
        if self.stage == "forge" and self.held(self.account(a.player), "gold") < 2:
            return f"{self.players[a.player]} has too little gold: forging takes 2", "toy.work.forge"
        return None

    def _arrange_gold(self, p, n):
        """Give player p exactly n gold (a teaching position)."""
        have = self.held(self.account(p), "gold")
        self.fire(self.arrange_rule, what=f"{self.players[p]} now holds {count(n, 'gold')}")
        if n > have:
            self.transfer("gold", n - have, "bank", self.account(p))
        elif have > n:
            self.transfer("gold", have - n, self.account(p), "bank")

    def _arrange_card(self, p):
        """Give player p a Cave-in card from the deck (a teaching position)."""
        self.fire(self.arrange_rule, what=f"{self.players[p]} takes a Cave-in card")
        self.draw_cards("caveins", 1, self.account(p))

    def score(self, p):
        return self.held(self.account(p), "vp")

    def score_breakdown(self, p):
        return {"points": self.held(self.account(p), "vp")}

    def tiebreak(self, p):
        return (self.held(self.account(p), "gold"),)

    def check_invariants(self):
        deck = self.decks["caveins"]
        assert self.held("deck.caveins", "cards") == len(deck["draw"])
        assert self.held("discard.caveins", "cards") == len(deck["discard"])
