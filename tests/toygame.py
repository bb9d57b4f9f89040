"""A small test-only game that exercises every kernel feature.

Each round: every player in turn digs (a seeded die roll of gold from the bank), offers one gold
to the next player for two coins (an off-turn decision: accept or decline), or passes. Then all
players bid gold at once in a sealed auction for one victory point; the highest bid wins and
pays it to the bank (ties go to the earlier player). The ``mood`` track rises with each dig.
"""

from dataclasses import dataclass

from mining_games.core import Game, Options, Rule, RuleBook, action_class, option

CITE = "toy rules (tests/toygame.py)"

RULES = RuleBook("toy", [
    Rule("toy.setup.stake", "Starting stake", "Each player starts with coins from the bank.", CITE,
         text="{player} receives {coins} coins.", mints=True),
    Rule("toy.turn.dig", "Dig", "Roll a die and take that much gold from the bank.", CITE,
         text="{player} digs and rolls {roll}: {roll} gold.", mints=True),
    Rule("toy.turn.mood", "Mood", "Each dig raises the mood by one.", CITE,
         text="The mood rises to {mood}."),
    Rule("toy.turn.pass", "Pass", "A player may do nothing.", CITE, text="{player} passes."),
    Rule("toy.trade.offer", "Offer", "Offer one gold to the next player for two coins.", CITE,
         text="{player} offers 1 gold to {to} for 2 coins."),
    Rule("toy.trade.accept", "Accept", "The other player may accept an offer.", CITE,
         text="{player} accepts: 1 gold for 2 coins."),
    Rule("toy.trade.decline", "Decline", "The other player may decline.", CITE,
         text="{player} declines the offer."),
    Rule("toy.auction.bid", "Sealed bid", "Everyone bids gold in secret.", CITE,
         text="{player} places a sealed bid."),
    Rule("toy.auction.reveal", "Reveal", "The bids are shown together.", CITE,
         text="Bids revealed: {bids}."),
    Rule("toy.auction.win", "Win the auction", "Highest bid pays it and scores a point.", CITE,
         text="{player} wins with {bid} gold and scores 1 point.", mints=True),
    Rule("toy.end.rounds", "End", "The game ends after the last round.", CITE,
         text="The game ends after round {round}."),
])

ToyAction = action_class({
    "dig": "Dig", "pass": "Pass", "offer": "Offer 1 gold for 2 coins",
    "accept": "Accept the offer", "decline": "Decline the offer", "bid": "Bid {0} gold",
}, "ToyAction")


@dataclass(frozen=True)
class ToyOptions(Options):
    rounds: int = option(3, help="Rounds to play", min=1, max=20)
    coins: int = option(4, help="Starting coins", min=0, max=10, source="variant")


class ToyGame(Game):
    name = "toy"
    title = "Toy Mine"
    Options = ToyOptions
    RULES = RULES
    Action = ToyAction
    min_players = 2
    max_players = 4
    UNBOUNDED = frozenset({"bank"})
    ITEMS = ("gold", "coins", "vp")
    TRACKS = ("mood",)
    max_decisions = 500
    min_rule_coverage = 1.0

    def setup(self):
        for p in range(len(self.players)):
            self.fire("toy.setup.stake", p, coins=self.options.coins)
            self.transfer("coins", self.options.coins, "bank", self.account(p))
        self.fire("toy.turn.mood", mood=0)
        self.move_track("mood", 0)
        self.turn = 0
        self.offer_to = None
        self.bids = {}
        self._begin_turns()

    def _begin_turns(self):
        self.phase = "turns"
        self.phase_rule = "toy.turn.dig"
        self.turn = 0
        self.to_act = (0,)

    def prompt(self, p):
        if p not in self.to_act:
            return ""
        if self.offer_to is not None:
            return "Accept 1 gold for 2 coins?"
        if self.phase == "auction":
            return "Bid gold in secret for 1 point"
        return "Dig, offer or pass"

    def _legal_actions(self, p):
        A = ToyAction
        if self.phase == "auction":
            return [A(p, "bid", (b,)) for b in range(min(self.held(self.account(p), "gold"), 3) + 1)]
        if self.offer_to is not None:
            menu = [A(p, "decline")]
            if self.held(self.account(p), "coins") >= 2:
                menu.insert(0, A(p, "accept"))
            return menu
        menu = [A(p, "dig"), A(p, "pass")]
        if self.held(self.account(p), "gold") >= 1:
            menu.append(A(p, "offer"))
        return menu

    def _apply(self, a):
        p = a.player
        me = self.account(p)
        if a.kind == "dig":
            n = self.roll("toy.turn.dig", 6, p)
            self.transfer("gold", n, "bank", me)
            self.fire("toy.turn.mood", mood=self.tracks["mood"] + 1)
            self.move_track("mood", self.tracks["mood"] + 1)
            self._next_turn()
        elif a.kind == "pass":
            self.fire("toy.turn.pass", p)
            self._next_turn()
        elif a.kind == "offer":
            q = (p + 1) % len(self.players)
            self.fire("toy.trade.offer", p, to=self.players[q])
            self.offer_to = q
            self.to_act = (q,)
        elif a.kind in ("accept", "decline"):
            giver = (p - 1) % len(self.players)
            if a.kind == "accept":
                self.fire("toy.trade.accept", p)
                self.transfer("gold", 1, self.account(giver), me)
                self.transfer("coins", 2, me, self.account(giver))
            else:
                self.fire("toy.trade.decline", p)
            self.offer_to = None
            self.to_act = (giver,)
            self._next_turn()
        elif a.kind == "bid":
            self.fire("toy.auction.bid", p, secret=True, bid=a.args[0])
            self.bids[p] = a.args[0]
            self.to_act = tuple(q for q in self.to_act if q != p)
            if not self.to_act:
                self._reveal()

    def _next_turn(self):
        self.turn += 1
        if self.turn < len(self.players):
            self.to_act = (self.turn,)
        else:
            self.phase = "auction"
            self.phase_rule = "toy.auction.bid"
            self.to_act = tuple(range(len(self.players)))

    def _reveal(self):
        bids = self.bids
        self.fire("toy.auction.reveal", bids=", ".join(f"{self.players[p]} {b}" for p, b in sorted(bids.items())))
        best = max(bids.values())
        if best > 0:
            w = min(p for p, b in bids.items() if b == best)
            self.fire("toy.auction.win", w, bid=best)
            self.transfer("gold", best, self.account(w), "bank")
            self.transfer("vp", 1, "bank", self.account(w))
        self.bids = {}
        if self.round >= self.options.rounds:
            self.fire("toy.end.rounds", round=self.round)
            self.end_game()
        else:
            self.end_round()
            self._begin_turns()

    def score(self, p):
        return self.held(self.account(p), "vp")

    def score_breakdown(self, p):
        return {"points": self.held(self.account(p), "vp")}

    def tiebreak(self, p):
        return (self.held(self.account(p), "gold"),)

    def redact(self, snap, p):
        snap["state"]["bids"] = {k: v for k, v in snap["state"]["bids"].items() if int(k) == p}
        return snap
