"""Financial distress (Loans; Bankruptcy): a debt a company cannot pay, lease auctions among the
other companies (an off-turn window of bids), the bank-loan variant, and bankruptcy.

A debt that cannot be paid is dealt with before anything else: ``_pay_or_owe`` records it in
``trouble`` and puts the ``trouble`` step first on the agenda."""

from .actions import ACTIONS
from .data import BID_STEPS, LEASE


class Distress:
    """Mixin: debts, lease auctions, loans, bankruptcy."""

    # ------------------------------------------------------------------ paying the bank

    def _pay_or_owe(self, p, amount):
        """Pay the bank under the rule just fired, or, short of cash, owe it and deal with the debt
        before anything else."""
        if amount <= 0:
            return
        cash = self.money(p)
        if cash >= amount:
            self.transfer("money", amount, self.account(p), "bank")
            return
        self.fire("murfett.trouble.short", p, owed=amount, cash=cash, loans=self.options.loans)
        self.trouble = {"player": p, "owed": amount}
        self.first("trouble")

    def _step_trouble(self):
        """Loans: pay once enough is raised; otherwise ask for a lease to auction (or a loan), and
        with nothing left to try, declare bankruptcy."""
        self.enter_phase("Financial distress")
        t = self.trouble
        p = t["player"]
        if self.money(p) >= t["owed"]:
            self.fire("murfett.trouble.settle", p, owed=t["owed"])
            self.transfer("money", t["owed"], self.account(p), "bank")
            self.trouble = None
        else:
            menu = self.stage_menu(p, "raise")
            if menu:
                self.ask(p, "raise", menu=menu)
            else:
                self._bankrupt(p)

    def _menu_raise(self, p):
        t = self.trouble
        unsold = self.scratch["unsold"]
        menu = [ACTIONS[p, "sell", (c,)] for c in self.leases_of(p) if c not in unsold]
        if self.options.loans:
            short = t["owed"] - self.money(p)
            owed = -self.held(self.account(p), "loan")
            if owed + short <= self.options.loan_limit:
                menu.append(ACTIONS[p, "borrow", (short,)])
        return menu

    # ------------------------------------------------------------------ lease auctions

    def _distress_sales(self, p):
        """Loans (our reading of "financial distress"): on its turn, before rolling, a company with
        less money than one exploration costs may auction a lease nobody refused this turn."""
        if self.money(p) >= self.options.exploration_cost:
            return []
        unsold = self.scratch["unsold"]
        return [ACTIONS[p, "sell", (c,)] for c in self.leases_of(p) if c not in unsold]

    def _do_sell(self, a):
        """Loans: a lease sold for cash is auctioned to the other players, its metal and running
        contracts going with it. Bidders are asked in turn order from the seller's left."""
        p, code = a.player, a.args[0]
        if self.trouble is None:
            self.enter_phase("Financial distress")
            self.fire("murfett.trouble.distress", p, cash=self.money(p), cost=self.options.exploration_cost)
        self.fire("murfett.trouble.auction", p, lease=code, metal=LEASE[code].metal, units=self.reserves(code),
                  contracts=len(self.contracts_on(code)))
        i = self.order.index(p)
        around = self.order[i + 1:] + self.order[:i]
        self.auction = {"lease": code, "seller": p, "bid": 0, "leader": None,
                        "bidders": [q for q in around if not self.bankrupt[q]]}
        if self.trouble is not None:
            self.first("trouble")
        self.first("bidding")

    def _step_bidding(self):
        """One round of bids: those who cannot raise drop out; the others, from the leader's left,
        are offered the chance to raise (an off-turn window); a raise starts a new round. When
        nobody is left to outbid the leader, the auction closes."""
        a = self.auction
        bidders = a["bidders"]
        for q in list(bidders):
            if q != a["leader"] and self.money(q) < a["bid"] + BID_STEPS[0]:
                self.fire("murfett.trouble.drop", q, lease=a["lease"], why=": not enough money to raise")
                bidders.remove(q)
        if a["leader"] in bidders:
            i = bidders.index(a["leader"])
            others = bidders[i + 1:] + bidders[:i]
        else:
            others = list(bidders)
        if not others:
            self._close_auction()
            return
        self.first("bidding")
        self.open_window("bid", others)

    def _menu_bid(self, p):
        high = self.auction["bid"]
        cash = self.money(p)
        return [ACTIONS[p, "bid", (high + s,)] for s in BID_STEPS if high + s <= cash]

    def _do_bid(self, a):
        au = self.auction
        self.fire("murfett.trouble.bid", a.player, lease=au["lease"], amount=a.args[0])
        au["bid"] = a.args[0]
        au["leader"] = a.player
        self.close_window("bid")

    def _pass_bid(self, a):
        """A bidder passes in the auction's window (the kernel's ``Pass``): out of this auction for
        good."""
        p = a.player
        au = self.auction
        self.fire("murfett.trouble.drop", p, lease=au["lease"], why="")
        au["bidders"].remove(p)

    def _close_auction(self):
        """Sold to the highest bidder (who pays the seller), or, with no bid, kept by the seller."""
        a = self.auction
        code, seller, buyer = a["lease"], a["seller"], a["leader"]
        self.auction = None
        if buyer is None:
            self.fire("murfett.trouble.unsold", seller, lease=code)
            self.scratch["unsold"].append(code)
            return
        busy = self.contracts_on(code)
        self.fire("murfett.trouble.sold", buyer, lease=code, seller=seller, price=a["bid"],
                  units=self.reserves(code), contracts=len(busy))
        self.transfer("money", a["bid"], self.account(buyer), self.account(seller))
        self.transfer("leases", 1, self.account(seller), self.account(buyer))
        if busy:
            self.transfer("contracts", len(busy), self.account(seller), self.account(buyer))
        self.owner[code] = buyer

    # ------------------------------------------------------------------ the bank-loan variant

    def _do_borrow(self, a):
        """Variant: borrow the shortfall; the company's ``loan`` balance goes negative by as much."""
        p, amount = a.player, a.args[0]
        me = self.account(p)
        self.fire("murfett.loan.borrow", p, amount=amount, owed=amount - self.held(me, "loan"))
        self.transfer("money", amount, "bank", me)
        self.transfer("loan", amount, me, "bank")
        self.first("trouble")

    def _step_interest(self):
        """Variant: at each End of Period a borrower pays interest (a share of the loan, at least $1M)."""
        p = self.current
        owed = -self.held(self.account(p), "loan")
        rate = self.options.loan_interest_percent
        if owed <= 0 or rate == 0:
            return
        amount = max(1, -(-owed * rate // 100))
        self.fire("murfett.loan.interest", p, amount=amount, owed=owed)
        self._pay_or_owe(p, amount)

    # ------------------------------------------------------------------ bankruptcy

    def _bankrupt(self, p):
        """Bankruptcy: pay what is left, return the unsold leases and their metal, cancel the
        running contracts, write off any loan, and leave the game; the rest of the turn is dropped."""
        t = self.trouble
        me = self.account(p)
        cash = self.money(p)
        self.fire("murfett.trouble.bankrupt", p, owed=t["owed"], cash=cash)
        if cash:
            self.transfer("money", cash, me, "bank")
        for code in self.leases_of(p):
            metal = LEASE[code].metal
            for card in self.contracts_on(code):
                units = self.held("contract." + card, metal)
                self.fire("murfett.trouble.cancel_contract", p, metal=metal, card=card, lease=code, units=units)
                self.transfer(metal, units, "contract." + card, "supply")
                self.transfer("contracts", 1, me, "expired")
                del self.running[card]
                self.expired.append(card)
            units = self.reserves(code)
            self.fire("murfett.trouble.return_lease", p, lease=code, units=units)
            self.transfer("leases", 1, me, "banker")
            if units:
                self.transfer(metal, units, "lease." + code, "supply")
            self.owner[code] = None
        owed = -self.held(me, "loan")
        if owed:
            self.fire("murfett.loan.write_off", p, owed=owed)
            self.transfer("loan", owed, "bank", me)
        self.bankrupt[p] = True
        self.square[p] = None
        self.trouble = None
        self.clear_agenda()           # the rest of the turn (sales, the square) is dropped
        alive = [q for q in self.order if not self.bankrupt[q]]
        if len(alive) == 1:
            self.end_game("murfett.end.last_company", alive[0])
