"""Money trouble: debts a company cannot pay, lease auctions among the other players, the bank-loan
variant, and bankruptcy (Loans; Bankruptcy)."""

from .data import BID_STEPS, LEASE


class MoneyMixin:
    # ------------------------------------------------------------------ paying the bank

    def _pay_or_owe(self, p, amount):
        """Pay the bank under the rule just fired, or, short of cash, owe it and fall into trouble."""
        if amount <= 0:
            return
        cash = self.money(p)
        if cash >= amount:
            self.transfer("money", amount, self.account(p), "bank")
            return
        self.fire("murfett.trouble.short", p, owed=amount, cash=cash, loans=self.options.loans)
        self.trouble = {"player": p, "owed": amount, "tried": []}

    def _work_on_trouble(self):
        """Loans: pay once enough is raised; otherwise run the auction, ask for a lease to sell
        (or a loan), and with nothing left to try, declare bankruptcy."""
        t = self.trouble
        p = t["player"]
        if self.auction is not None:
            self._next_bidder()
        elif self.money(p) >= t["owed"]:
            self.fire("murfett.trouble.settle", p, owed=t["owed"])
            self.transfer("money", t["owed"], self.account(p), "bank")
            self.trouble = None
        elif self._menu_raise(p):
            self._ask(p, "raise")
        else:
            self._bankrupt(p)

    def _menu_raise(self, p):
        t = self.trouble
        menu = [self.Action(p, "sell", (c,)) for c in self.leases_of(p) if c not in t["tried"]]
        if self.options.loans:
            short = t["owed"] - self.money(p)
            owed = -self.held(self.account(p), "loan")
            if owed + short <= self.options.loan_limit:
                menu.append(self.Action(p, "borrow", (short,)))
        return menu

    # ------------------------------------------------------------------ lease auctions

    def _do_sell(self, p, code):
        """Loans: a lease sold for cash is auctioned to the other players, its metal and running
        contracts going with it. Bidders are asked in turn order from the seller's left."""
        metal = LEASE[code].metal
        busy = [card for card, lease in self.running.items() if lease == code]
        self.fire("murfett.trouble.auction", p, lease=code, metal=metal, units=self.reserves(code),
                  contracts=len(busy))
        i = self.order.index(p)
        around = self.order[i + 1:] + self.order[:i]
        self.auction = {"lease": code, "seller": p, "bid": 0, "leader": None, "at": 0,
                        "bidders": [q for q in around if not self.bankrupt[q]]}

    def _next_bidder(self):
        """Ask the next bidder to raise or drop out; close the auction when one bidder is left."""
        a = self.auction
        bidders = a["bidders"]
        while True:
            if not bidders or bidders == [a["leader"]]:
                self._close_auction()
                return
            a["at"] %= len(bidders)
            q = bidders[a["at"]]
            if q == a["leader"]:
                a["at"] += 1
            elif self.money(q) < a["bid"] + BID_STEPS[0]:
                self.fire("murfett.trouble.drop", q, lease=a["lease"], why=": not enough money to raise")
                del bidders[a["at"]]
            else:
                self._ask(q, "bid")
                return

    def _menu_bid(self, p):
        high = self.auction["bid"]
        cash = self.money(p)
        menu = [self.Action(p, "bid", (high + s,)) for s in BID_STEPS if high + s <= cash]
        menu.append(self.Action(p, "drop"))
        return menu

    def _do_bid(self, p, amount):
        a = self.auction
        self.fire("murfett.trouble.bid", p, lease=a["lease"], amount=amount)
        a["bid"] = amount
        a["leader"] = p
        a["at"] += 1

    def _do_drop(self, p):
        a = self.auction
        self.fire("murfett.trouble.drop", p, lease=a["lease"], why="")
        del a["bidders"][a["at"]]

    def _close_auction(self):
        """Sold to the highest bidder (who pays the seller), or, with no bid, kept by the seller."""
        a = self.auction
        code, seller, buyer = a["lease"], a["seller"], a["leader"]
        self.auction = None
        if buyer is None:
            self.fire("murfett.trouble.unsold", seller, lease=code)
            self.trouble["tried"].append(code)
            return
        busy = [card for card, lease in self.running.items() if lease == code]
        self.fire("murfett.trouble.sold", buyer, lease=code, seller=seller, price=a["bid"],
                  units=self.reserves(code), contracts=len(busy))
        self.transfer("money", a["bid"], self.account(buyer), self.account(seller))
        self.transfer("leases", 1, self.account(seller), self.account(buyer))
        if busy:
            self.transfer("contracts", len(busy), self.account(seller), self.account(buyer))
        self.owner[code] = buyer

    # ------------------------------------------------------------------ the bank-loan variant

    def _do_borrow(self, p, amount):
        """Variant: borrow the shortfall; the company's ``loan`` balance goes negative by as much."""
        me = self.account(p)
        self.fire("murfett.loan.borrow", p, amount=amount, owed=amount - self.held(me, "loan"))
        self.transfer("money", amount, "bank", me)
        self.transfer("loan", amount, me, "bank")

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
        running contracts, write off any loan, and leave the game."""
        t = self.trouble
        me = self.account(p)
        cash = self.money(p)
        self.fire("murfett.trouble.bankrupt", p, owed=t["owed"], cash=cash)
        if cash:
            self.transfer("money", cash, me, "bank")
        for code in self.leases_of(p):
            metal = LEASE[code].metal
            for card in [c for c, lease in self.running.items() if lease == code]:
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
        self.pending = [["end_turn"]]
        alive = [q for q in self.order if not self.bankrupt[q]]
        if len(alive) == 1:
            self.fire("murfett.end.last_company", alive[0])
            self.end_game()
