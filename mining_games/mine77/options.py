"""Mine 77's options: the rulebook's defaults, its variants."""

from dataclasses import dataclass

from mining_games.core import Options, option


@dataclass(frozen=True)
class Mine77Options(Options):
    days: int = option(3, help="Work days: 3 (the standard game) or 4 (the long game)", choices=(3, 4))
    easy: bool = option(False, help="Easy Work Order decks: the E cards replace Movement 5 and Movement 4",
                        source="variant")
    secret_objectives: bool = option(True, help="Setup step 4 (the rulebook's game): each player is dealt 2 Secret "
                                     "Objectives and keeps one. Off: leave them out, the simpler game the rulebook "
                                     "allows for early games")
    binding_deals: bool = option(False, help="Binding deals (the rulebook leaves it to the players and advises it): a "
                                 "promise not kept by the Night Shift costs a fine of 1 Rosette, or 1 VP without one",
                                 source="variant")
    small_patrols: bool = option(False, help="Fewer than 3 seats (an NPC counts): remove the Patrol cards that call "
                                 "for more than 2 workers before the deck is shuffled", source="variant")
    steam_reward: int = option(1, help="Steam Generation's Reward (printed: 1): the Rosettes or Food a worker earns "
                               "for each Steam it generates. 0: generating Steam pays its generator nothing (Bonus "
                               "Steam keeps its own reward)", min=0, max=3, source="variant")
