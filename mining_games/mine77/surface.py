"""The Surface rondel's actions (mine77.txt, The Surface Rondel): the Processing Plant, Research,
the Commissariat and the Elven Embassy (with its night-time purchase orders and completing an order)."""

from mining_games.core import discard_pile

from .actions import shared_action
from .data import (
    COLUMN_BONUS,
    COMMISSARIAT_SLOTS,
    ELVEN,
    ELVEN_MAGIC,
    ELVEN_ORDERS,
    ELVEN_VP,
    EMBASSY_BOXES,
    GRID_COLS,
    GRID_ROWS,
    GRID_SQUARES,
    HALL,
    HAND,
    HANDS,
    IMPROVEMENT_NAMES,
    LETTER,
    MAX_HAND_MODIFIERS,
    RECIPES,
    RESEARCH_PILES,
    ROW_IMPROVEMENT,
    SHAPE_NAMES,
    SHAPES,
    TILES,
    group_word,
    res_word,
)


def recipe_words(i):
    need, gain = RECIPES[i]
    left = " + ".join(f"{n} {group_word(g)}" for g, n in need)
    right = " + ".join(f"{n} {'VP' if k == 'vp' else k.capitalize()}" for k, n in gain.items())
    return f"{left} into {right}"


def squares_filled(grid):
    """How many squares of a research grid are covered."""
    return sum(cell == 1 for row in grid for cell in row)


def cost_words(cost):
    return " + ".join(res_word(r, n) for r, n in cost.items())


def placements(grid, shape):
    """Every (orientation, row, col) where a tile of ``shape`` fits in the free squares of ``grid``."""
    out = []
    for o, cells in enumerate(SHAPES[shape]):
        for r in range(GRID_ROWS):
            for c in range(GRID_COLS):
                ok = True
                for dr, dc in cells:
                    rr, cc = r + dr, c + dc
                    if rr >= GRID_ROWS or cc >= GRID_COLS or grid[rr][cc] != 0:
                        ok = False
                        break
                if ok:
                    out.append((o, r, c))
    return out


class Surface:
    """Mixin: Processing, Research, Commissariat, Elven Embassy."""

    # ------------------------------------------------------------------ Processing Plant

    def cycle_possible(self, p, i):
        """A recipe can run: its inputs can be paid and 1 Steam found without spending what pays them."""
        return self.can_pay(p, RECIPES[i][0]) and bool(self.steam_sources(p, need=RECIPES[i][0]))

    def _can_processing(self, p):
        return any(self.cycle_possible(p, i) for i in range(len(RECIPES)))

    def _action_processing(self, p, w):
        self.ask(p, "process")

    def _menu_process(self, p):
        A = shared_action
        out = [A(p, "recipe", (i, recipe_words(i))) for i in range(len(RECIPES)) if self.cycle_possible(p, i)]
        return out + [A(p, "process_stop")]

    def _do_recipe(self, a):
        p, i = a.player, a.args[0]
        self.start_steam(p, "a Processing cycle", ["recipe_pay", p, i], need=RECIPES[i][0])

    def _step_recipe_pay(self, p, i):
        self.start_pay(p, RECIPES[i][0], "mine77.stock.pay", ["recipe_gain", p, i])

    def _step_recipe_gain(self, p, i):
        gain = RECIPES[i][1]
        self.fire("mine77.processing.cycle", p, recipe=recipe_words(i))
        for k, n in gain.items():
            if k == "vp":
                self.gain_vp(p, n)
            elif k == "rosette":
                self.gain_rosettes(p, n)
            else:
                got = self.take(p, k, n)
                if got < n:
                    self.lost_magic(p, n - got)
        self.ask(p, "process")

    def lost_magic(self, p, n):
        with self.aside():
            self.fire("mine77.storage.no_room", p, what=res_word("magic", n))

    def _do_process_stop(self, a):
        self.fire("mine77.action.done", a.player, what="processing")

    # ------------------------------------------------------------------ Research

    def affordable_tiles(self, p):
        """Research, Purchase: (pile, cost) of every top tile p can pay, either printed cost."""
        out = []
        for k, name in enumerate(RESEARCH_PILES):
            pile = self.pile(name)
            if pile:
                for j, cost in enumerate(TILES[pile[0]][1]):
                    if self.can_pay(p, tuple(cost.items())):
                        out.append((k, j))
        return out

    def _can_research(self, p):
        return bool(self.affordable_tiles(p))

    def _action_research(self, p, w):
        self.ask(p, "research")

    def _menu_research(self, p):
        A = shared_action
        out = []
        for k, j in self.affordable_tiles(p):
            tile = self.pile(RESEARCH_PILES[k])[0]
            out.append(A(p, "buy_tile", (k, j, SHAPE_NAMES[TILES[tile][0]], cost_words(TILES[tile][1][j]))))
        return out + [A(p, "research_stop")]

    def _do_research_stop(self, a):
        self.fire("mine77.action.done", a.player, what="buying no tile")

    def _do_buy_tile(self, a):
        p, k, j = a.player, a.args[0], a.args[1]
        cost = TILES[self.pile(RESEARCH_PILES[k])[0]][1][j]
        self.start_pay(p, tuple(cost.items()), "mine77.stock.pay", ["tile_bought", p, k])

    def _step_tile_bought(self, p, k):
        name = RESEARCH_PILES[k]
        tile = self.pile(name)[0]
        shape = TILES[tile][0]
        self.fire("mine77.research.buy", p, shape=SHAPE_NAMES[shape], pile=k + 1, left=self.pile_size(name) - 1)
        self.take_cards(name)                                  # taking the tile reveals the next one
        self.tile = tile
        if placements(self.grids[p], shape):
            self.ask(p, "place_tile")
        else:
            self.fire("mine77.research.unplaced", p, shape=SHAPE_NAMES[shape])
            self.transfer(f"tile_{shape}", 1, "bank", self.account(p))   # a counted thing now: it can be dealt
            self.unplaced[p].append(tile)
            self.tile = None

    def _menu_place_tile(self, p):
        shape = TILES[self.tile][0]
        return [shared_action(p, "place_tile", (o, r, c)) for o, r, c in placements(self.grids[p], shape)]

    def _do_place_tile(self, a):
        p, (o, r, c) = a.player, a.args
        shape = TILES[self.tile][0]
        grid = self.grids[p]
        for dr, dc in SHAPES[shape][o]:
            grid[r + dr][c + dc] = 1
        self.fire("mine77.research.place", p, shape=SHAPE_NAMES[shape], row=r + 1, col=c + 1,
                  filled=squares_filled(grid))
        self.placed[p].append(self.tile)
        if self.tile in self.unplaced[p]:                                  # a tile received in a deal
            self.unplaced[p].remove(self.tile)
            self.transfer(f"tile_{shape}", 1, self.account(p), "bank")
        self.tile = None
        for cc in range(GRID_COLS):
            if cc not in self.done_cols[p] and all(grid[rr][cc] != 0 for rr in range(GRID_ROWS)):
                self.done_cols[p].append(cc)
                self.column_bonus(p, cc, "")
        for rr in range(GRID_ROWS):
            if rr not in self.done_rows[p] and 0 not in grid[rr]:
                self.done_rows[p].append(rr)
                self.improve(p, ROW_IMPROVEMENT[rr], rr)
        if squares_filled(grid) == GRID_SQUARES and not self.full_grid[p]:
            self.full_grid[p] = True
            for cc in range(GRID_COLS):
                self.column_bonus(p, cc, " again: the grid is full")

    def column_bonus(self, p, cc, again):
        (k, n), = COLUMN_BONUS[cc].items()
        self.fire("mine77.research.column", p, col=cc + 1, bonus=f"{n} {'VP' if k == 'vp' else k.capitalize()}",
                  again=again)
        if k == "vp":
            self.gain_vp(p, n)
        elif k == "rosette":
            self.gain_rosettes(p, n)
        else:
            got = self.take(p, "magic", n)
            if got < n:
                self.lost_magic(p, n - got)

    def improve(self, p, kind, row):
        self.fire("mine77.research.row", p, row=row + 1, improvement=IMPROVEMENT_NAMES[kind])
        self.improvements[p][kind] = True
        if kind in ("small", "large"):
            self.grow_mine_warehouse(kind)
        elif kind == "work_orders" and p not in self.npcs:
            self.draw_orders(p, 1)                                    # the bigger hand fills at once

    def hand_size(self, p):
        """5 cards, 1 more per tucked Draw and Increase Hand Size card and 1 more with the Work Orders improvement."""
        return HAND + len(self.modifiers[p]) + (1 if self.improvements[p]["work_orders"] else 0)

    # ------------------------------------------------------------------ Commissariat

    def bribes(self, p):
        return self.held(self.account(p), "rosette") + sum(self.stock(p).values())

    def commissariat_row(self):
        """The three Commissariat slots' face-up cards, None for a slot emptied by a purchase today."""
        return [cards[0] if cards else None for cards in map(self.pile, COMMISSARIAT_SLOTS)]

    def buyable_orders(self, p):
        """Commissariat: the slots whose card p may buy now (the day's price in bribes, at most 2 hand-size cards)."""
        cost = self.bought_today + 1
        if self.bribes(p) < cost:
            return []
        out = []
        for k, c in enumerate(self.commissariat_row()):
            if c is None:
                continue
            if self.cards[c][0] == "H" and len(self.modifiers[p]) >= MAX_HAND_MODIFIERS and p not in self.npcs:
                continue
            out.append(k)
        return out

    def _can_commissariat(self, p):
        return bool(self.buyable_orders(p))

    def _action_commissariat(self, p, w):
        self.fire("mine77.commissariat.start", p, bribes=self.bought_today + 1)
        self.ask(p, "commissariat")

    def _menu_commissariat(self, p):
        A = shared_action
        row = self.commissariat_row()
        return [A(p, "buy_order", (k, self.card_words(row[k]))) for k in self.buyable_orders(p)] + [
            A(p, "commissariat_stop")]

    def _do_commissariat_stop(self, a):
        self.fire("mine77.action.done", a.player, what="buying no card")

    def _do_buy_order(self, a):
        p, k = a.player, a.args[0]
        self.bribe = {"slot": k, "left": self.bought_today + 1}
        self.first("bribe_next", p)

    def _step_bribe_next(self, p):
        if self.bribe["left"] <= 0:
            self.first("order_bought", p)
            return
        self.ask(p, "bribe")

    def _menu_bribe(self, p):
        A = shared_action
        out = [A(p, "bribe", ("rosette",))] if self.held(self.account(p), "rosette") else []
        return out + [A(p, "bribe", (r,)) for r in self.stock(p)]

    def _do_bribe(self, a):
        p, what = a.player, a.args[0]
        self.fire("mine77.commissariat.bribe", p, what="1 Rosette" if what == "rosette" else res_word(what))
        self.transfer(what, 1, self.account(p), "rosettes" if what == "rosette" else "supply")
        self.bribe["left"] -= 1
        self.first("bribe_next", p)

    def _step_order_bought(self, p):
        slot = COMMISSARIAT_SLOTS[self.bribe["slot"]]
        self.bribe = None
        card = self.pile(slot)[0]
        self.bought_today += 1
        self.bought[p] += 1
        if p in self.npcs:
            self.fire("mine77.npc.rosana_commissariat", p, card=self.card_words(card))
            self.take_cards(slot, dst=self.account(p))
            self.npc_orders[p].append(card)
        elif self.cards[card][0] == "H":
            self.fire("mine77.commissariat.hand_size", p, size=self.hand_size(p) + 1)
            self.take_cards(slot, dst=self.account(p))
            self.modifiers[p].append(card)
            self.draw_orders(p, 1)
        else:
            self.fire("mine77.commissariat.buy", p, card=self.card_words(card))
            self.move_cards(slot, HANDS[p], to_bottom=True)          # straight into the hand
            self.owned[p].append(card)

    # ------------------------------------------------------------------ Elven Embassy

    def _step_embassy_offer(self, p, w):
        if None in self.embassy and self.workers[p][w] == 6:
            self.embassy_worker = w
            self.ask(p, "embassy")

    def _menu_embassy(self, p):
        return [shared_action(p, "embassy", (True, self.embassy.index(None) + 1)),
                shared_action(p, "embassy", (False, 0))]

    def _do_embassy(self, a):
        p, w = a.player, self.embassy_worker
        self.embassy_worker = None
        if a.args[0]:
            box = self.embassy.index(None)
            self.embassy[box] = [p, w]
            self.workers[p][w] = "Embassy"
            self.fire("mine77.embassy.place", p, worker=LETTER[w], box=box + 1)
        else:
            self.fire("mine77.embassy.decline", p)

    def _step_elven_orders(self):
        """Night Shift step 4: box 1 draws 3 cards and keeps one, passes the rest to box 2, and so on."""
        seated = [b for b in self.embassy if b is not None]
        if not seated:
            return
        self.fire("mine77.embassy.orders", workers=len(seated))
        self.move_cards("elven", "elven.draft", 3)                   # face down: each chooser looks in turn
        self.draft = {"box": 0}
        self.first("elven_next")

    def _step_elven_next(self):
        d = self.draft
        while d["box"] < EMBASSY_BOXES and self.embassy[d["box"]] is None:
            d["box"] += 1
        left = self.pile_size("elven.draft")
        if d["box"] >= EMBASSY_BOXES or not left:
            if left:
                self.fire("mine77.embassy.discard", n=left)
                self.move_cards("elven.draft", discard_pile("elven"), left, to_bottom=True)
            self.draft = None
            self.first("embassy_leave")
            return
        p = self.embassy[d["box"]][0]
        self.show_pile("elven.draft", [p])                          # the chooser alone looks through the cards
        self.ask(p, "elven_pick")

    def _menu_elven_pick(self, p):
        return [shared_action(p, "elven_pick", (c, " + ".join(res_word(r) for r in ELVEN[c])))
                for c in self.pile("elven.draft")]

    def _do_elven_pick(self, a):
        """Elven Embassy Purchase Orders: the chooser keeps one card, face down in front of them (Elven Embassy
        Cards: not revealed until used), and passes the rest on."""
        p, c = a.player, a.args[0]
        self.draft["box"] += 1
        self.fire("mine77.embassy.keep", p, private=True, card=" + ".join(res_word(r) for r in ELVEN[c]))
        self.move_cards("elven.draft", ELVEN_ORDERS[p], cards=[c], to_bottom=True)
        self.show_pile("elven.draft", ())
        self.elven[p].append(None)                                  # not revealed: its card is in elven_orders<p>
        self.first("elven_next")
        if self.npcs.get(p) == "rosana":
            self.first("npc_fill", p)           # Dutiful Rosana fills her new order from her warehouse at once

    def _step_embassy_leave(self):
        moved = [b for b in self.embassy if b is not None]
        self.embassy = [None] * EMBASSY_BOXES
        for p, w in moved:
            self.fire("mine77.embassy.leave", p, worker=LETTER[w])
            self.workers[p][w] = HALL
        self.first("hall_together", [list(m) for m in moved])   # they move together (Elven Embassy Purchase Orders)

    def elven_orders(self, p):
        """p's Elven Embassy orders in the order kept, as (card, the resources it still asks for): an order not yet
        revealed (None in ``elven``) is the next card of p's face-down pile ``elven_orders<p>`` and asks for all its
        card shows."""
        hidden = iter(self.pile(ELVEN_ORDERS[p]))
        out = []
        for e in self.elven[p]:
            if e is None:
                c = next(hidden)
                out.append((c, ELVEN[c]))
            else:
                out.append((e["card"], e["left"]))
        return out

    def elven_need(self, p, r):
        """The first incomplete Elven Embassy order of p that still asks for r (its index), or None."""
        if self.elven[p]:
            for i, (_, left) in enumerate(self.elven_orders(p)):
                if r in left:
                    return i
        return None

    def elven_place(self, p, r, src):
        """Teleport to the Elves (from a Mine action) or Redistribution (src is p's warehouse): one resource onto p's
        first incomplete Elven order that needs it, revealing the order the first time (Completing the Order)."""
        i = self.elven_need(p, r)
        e = self.elven[p][i]
        if e is None:                                               # its card leaves the face-down pile, shown
            card = self.pile(ELVEN_ORDERS[p])[self.elven[p][:i].count(None)]
            self.take_cards(ELVEN_ORDERS[p], dst=self.account(p), cards=[card])
            e = self.elven[p][i] = {"card": card, "left": list(ELVEN[card])}
            order = " + ".join(res_word(x) for x in ELVEN[card])
            with self.aside():
                self.fire("mine77.elven.reveal", p, card=order)
        else:
            order = " + ".join(res_word(x) for x in ELVEN[e["card"]])
        if src == self.account(p):
            self.fire("mine77.storage.redistribute", p, what=res_word(r), order=order, left=len(e["left"]) - 1)
        else:
            self.fire("mine77.elven.place", p, what=res_word(r), left=len(e["left"]) - 1)
        self.transfer(r, 1, src, f"elven{p}")
        e["left"].remove(r)
        if not e["left"]:
            self.first("elven_reward_ask", p, e["card"])

    def _step_elven_reward_ask(self, p, card):
        self.elven_done_i = card
        self.ask(p, "elven_reward")

    def _menu_elven_reward(self, p):
        return [shared_action(p, "elven_reward", ("vp",)), shared_action(p, "elven_reward", ("magic",))]

    def _do_elven_reward(self, a):
        p = a.player
        i = next(k for k, e in enumerate(self.elven[p]) if e and e["card"] == self.elven_done_i and not e["left"])
        e = self.elven[p].pop(i)
        self.elven_done_i = None
        self.completed[p] += 1
        self.fire("mine77.elven.complete", p, reward=f"{ELVEN_VP} VP" if a.args[0] == "vp" else f"{ELVEN_MAGIC} Magic")
        for r in ELVEN[e["card"]]:
            self.transfer(r, 1, f"elven{p}", "supply")
        self.transfer("elven_card", 1, self.account(p), "elven.done")
        if a.args[0] == "vp":
            self.gain_vp(p, ELVEN_VP)
        else:
            got = self.take(p, "magic", ELVEN_MAGIC)
            if got < ELVEN_MAGIC:
                self.lost_magic(p, ELVEN_MAGIC - got)
