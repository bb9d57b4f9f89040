"""What keeps three foremen from completing Mine 77's Today order (docs/mine77.md, The bots measured): three
foremen, seeds 0 to n-1, every game in this process, the game watched at three points:

- at each night's check (Night Shift step 1): the open slots by kind; whether the carts still hold what would
  fill them while a Shipping space is free (a Train nobody sent), and whether that would have completed the order;
- at each departure (Shipping, The Train Departs): carts with nobody aboard (Unmanned Carts: wasted) and how many
  open slots their resources would have filled;
- at each card selection of an Afternoon Shift while a Shipping space is free and the carts hold what fills the
  order: whether any card in the hand can bring one of the seat's free workers to Shipping before its Action.

``--position N`` plays a variant of the planner (not the bot of the package): a worker left by a movement is worth
part of the best action within N points (the bot looks 4 ahead; a Basic card moves at most 3 before its Action).

Run: nice -n 5 .venv/bin/python benchmarks/mine77_today.py [seeds] [--position N]   (default 40 seeds)
"""

import collections
import sys

from mining_games.bots import play
from mining_games.mine77 import bots as mine77_bots
from mining_games.mine77.bot_plans import card_groups, fill, reach
from mining_games.mine77.data import SHIPPING, group_word
from mining_games.mine77.game import Mine77


def carts_items(game):
    return [r for c in range(3) for r, n in game.holding(f"cart{c}").items() for _ in range(n)]


def open_slots(game):
    return [game.today["slots"][i] for i in game.today_open()]


def can_ship(bot, game, p):
    """Whether a card of the hand takes a free worker of p's to Shipping before the card's Action."""
    easy = game.options.easy
    for a in game.legal_actions(p):
        for group in card_groups(easy, a.args[0]):
            for _, loc in bot.free_workers():
                points = 0
                for kind, n in group:
                    if kind == "M":
                        points += n
                        continue
                    if loc == SHIPPING or any(s == SHIPPING for s, _ in reach(loc, points)):
                        return True
                    break
    return False


def main(seeds=40, position=None):
    if position is not None:
        mine77_bots._Heuristic.POSITION_REACH = position
    count, kinds = collections.Counter(), collections.Counter()
    check, depart, choose = Mine77._step_gov_check, Mine77._step_depart, mine77_bots._Heuristic.choose

    def at_check(game):
        slots = open_slots(game)
        count["nights"] += 1
        count["slots open at night"] += len(slots)
        count["nights complete"] += not slots
        count["Steam on the track at the check"] += game.tracks["steam"]
        kinds.update(slots)
        n = fill(slots, carts_items(game))[0]
        if n and -1 in game.spaces[SHIPPING]:
            count["nights with a free Shipping space and carts that fill open slots"] += 1
            count["  the slots those carts fill"] += n
            count["  nights the order would have been complete"] += n == len(slots)
        return check(game)

    def at_depart(game):
        slots = open_slots(game)
        count["departures"] += 1
        for c in range(3):
            items = [r for r, n in game.holding(f"cart{c}").items() for _ in range(n)]
            if not items:
                continue
            n, left = fill(slots, items)
            if game.aboard(c):
                slots = left
            else:
                count["unmanned carts"] += 1
                count["  open slots their resources fill"] += n
        return depart(game)

    def at_choose(bot, game, p):
        action = choose(bot, game, p)
        if (game.stage == "select" and game.shift == "Afternoon" and -1 in game.spaces[SHIPPING]
                and fill(open_slots(game), carts_items(game))[0]):
            count["Afternoon selections, a Shipping space free, the carts filling open slots"] += 1
            count["  with a card that brings a worker to Shipping to act"] += can_ship(bot, game, p)
        return action

    Mine77._step_gov_check, Mine77._step_depart, mine77_bots._Heuristic.choose = at_check, at_depart, at_choose
    try:
        for seed in range(seeds):
            play(Mine77(players=3, seed=seed), {0: "foreman", 1: "foreman", 2: "foreman"})
    finally:
        Mine77._step_gov_check, Mine77._step_depart, mine77_bots._Heuristic.choose = check, depart, choose
    nights = count["nights"]
    what = f", positions valued {position} points ahead" if position is not None else ""
    print(f"Three foremen{what}, seeds 0-{seeds - 1}: {nights} nights")
    for k, v in count.items():
        per = f" ({v / nights:.2f} a night)" if k != "nights" else ""
        print(f"{k}: {v}{per}")
    print("open slots at night by kind (a night): "
          + ", ".join(f"{group_word(k)} {v / nights:.2f}" for k, v in kinds.most_common()))


if __name__ == "__main__":
    args = sys.argv[1:]
    at = args.index("--position") if "--position" in args else None
    pos = int(args.pop(at + 1)) if at is not None else None
    if at is not None:
        args.pop(at)
    main(int(args[0]) if args else 40, pos)
